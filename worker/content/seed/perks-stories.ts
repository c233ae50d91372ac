import { sharedLinks } from './globals-story.ts'
import {
  a,
  bold,
  callToAction,
  cards,
  doc,
  faq,
  h,
  hero,
  illustration,
  ol,
  p,
  page,
  richText,
  storyLink,
  table,
  ul,
} from './story-helpers.ts'

/** /perks: the loyalty programme landing page. */
export const perksStory = page(1003, 'perks', 'VIP Perks', {
  title: 'VIP Perks Rewards | Perkins Restaurant & Bakery',
  description:
    'Join VIP Perks for free: earn 10 points for every dollar, get a birthday treat, and turn points into free pancakes, pie and more at participating Perkins restaurants.',
  body: [
    hero({
      eyebrow: 'VIP Perks rewards',
      headline: 'Eat, earn, repeat.',
      text: 'Join VIP Perks for free and earn points every time you dine in, pick up or order delivery. Your first reward is closer than you think.',
      cta: sharedLinks.joinPerks,
      secondary_cta: storyLink('Sign in', 'account/signin'),
      image: illustration('coffee', 'A cup of coffee beside a frosted cupcake'),
    }),
    cards('How it works', [
      {
        title: '1. Join for free',
        text: 'Sign up online or in the restaurant with your email and phone number. It takes about a minute.',
        link: sharedLinks.joinPerks,
      },
      {
        title: '2. Earn on every order',
        text: 'Get 10 points for every dollar you spend, whether you dine in, order ahead or have it delivered.',
        link: storyLink('How points work', 'perks/how-points-work'),
      },
      {
        title: '3. Enjoy your rewards',
        text: 'Trade points for free food, and watch for member-only offers and a treat during your birthday month.',
        link: storyLink('Birthday rewards', 'perks/birthday-rewards'),
      },
    ]),
    faq('VIP Perks questions', [
      {
        question: 'Does it cost anything to join?',
        answer: doc(p('No. VIP Perks is free to join and free to stay in. There is no purchase required to sign up.')),
      },
      {
        question: 'Where can I earn and use points?',
        answer: doc(
          p(
            'At participating Perkins restaurants, in the dining room and on online orders placed with a signed-in account. Some restaurants do not take part in VIP Perks yet; the ',
            a('restaurant finder', '/locations'),
            ' tells you which ones do.',
          ),
        ),
      },
      {
        question: 'I forgot to give my phone number at the restaurant. Can I still get my points?',
        answer: doc(
          p(
            'Yes. Keep your receipt and ',
            a('contact our guest relations team', '/contact-us'),
            ' within 30 days of your visit, and we will add the points to your account.',
          ),
        ),
      },
      {
        question: 'Do my points expire?',
        answer: doc(
          p(
            'Points stay in your account as long as you visit at least once every 12 months. After 12 months without earning or redeeming, unused points expire.',
          ),
        ),
      },
    ]),
    callToAction({
      heading: 'Ready for your first reward?',
      text: 'Sign up today and we will add 250 bonus points to your account after your first visit.',
      link: sharedLinks.joinPerks,
      secondary_link: storyLink('Read the program terms', 'legal'),
      tone: 'navy',
    }),
  ],
})

/** /perks/birthday-rewards */
export const birthdayRewardsStory = page(1004, 'perks/birthday-rewards', 'Birthday Rewards', {
  title: 'Birthday Rewards | VIP Perks at Perkins',
  description:
    'VIP Perks members get a free birthday treat every year: a short stack of pancakes or a slice of pie on us, good all month long.',
  body: [
    hero({
      eyebrow: 'VIP Perks',
      headline: 'Your birthday, our treat',
      text: 'Every VIP Perks member gets a free birthday reward, good for the whole month. Tell us your birthday when you join and we will take care of the rest.',
      cta: sharedLinks.joinPerks,
      image: illustration('pie', 'A golden-crust pie on a plate, with cherries, an apple and a cup of coffee'),
    }),
    richText(
      doc(
        h(2, 'What you get'),
        p('Choose one of these on us during your birthday month:'),
        ul(
          'A short stack of our buttermilk pancakes',
          'Any slice of pie from the bakery case, French silk included',
          'A Mammoth Muffin with a hot coffee',
        ),
        p('Your reward appears in your account on the first day of your birthday month and stays there until the last day.'),
        h(2, 'How to redeem it'),
        ol(
          ['Sign in to your account before you order online, or give your phone number to your server.'],
          ['Choose your birthday reward from your available rewards.'],
          ['Enjoy it. Candles are optional; singing servers are available on request.'],
        ),
        p(
          bold('Good to know: '),
          "add your birthday within 30 days of joining to receive this year's reward. One birthday reward per member per year. The reward has no cash value and cannot be combined with other discounts.",
        ),
      ),
    ),
    callToAction({
      heading: 'Not a member yet?',
      text: 'Join free today and your birthday reward will be waiting when your month comes around.',
      link: sharedLinks.joinPerks,
      secondary_link: storyLink('Back to VIP Perks', 'perks'),
      tone: 'cream',
    }),
  ],
})

/** /perks/how-points-work */
export const howPointsWorkStory = page(1005, 'perks/how-points-work', 'How Points Work', {
  title: 'How VIP Perks Points Work | Perkins',
  description:
    'Earn 10 points for every dollar at Perkins and redeem them for free pancakes, pie, entrees and more. See the reward levels and how to check your balance.',
  body: [
    richText(
      doc(
        p(
          'Every dollar you spend at a participating Perkins earns you 10 points, before tax and tip. Points show up in your account within 24 hours of your visit, and usually right away for online orders.',
        ),
        h(2, 'Reward levels'),
        table(
          ['Points', 'Reward'],
          [
            ['250', 'A cup of coffee or a fountain drink'],
            ['500', 'A Mammoth Muffin or a slice of pie'],
            ['900', 'A short stack of buttermilk pancakes'],
            ['1,500', 'Any breakfast or lunch entree'],
            ['2,500', 'A whole pie from the bakery case'],
          ],
        ),
        h(2, 'Checking your balance'),
        p(
          'Your points balance and available rewards are in ',
          a('My Rewards', '/account/perks'),
          ' when you are signed in. Your server can also look up your balance with your phone number.',
        ),
        h(2, 'Using points on online orders'),
        p(
          'Sign in before you check out and your available rewards appear in your order. You can use one reward per order, and a reward cannot be combined with a coupon code on the same order.',
        ),
      ),
    ),
    callToAction({
      heading: 'Start earning today',
      link: sharedLinks.joinPerks,
      secondary_link: storyLink('Back to VIP Perks', 'perks'),
      tone: 'gold',
    }),
  ],
})
