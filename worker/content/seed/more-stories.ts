import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { menuById } from '#shared/seed/index.ts'
import { sharedLinks } from './globals-story.ts'
import {
  FORMS_ORIGIN,
  a,
  bold,
  callToAction,
  cards,
  doc,
  embedForm,
  faq,
  h,
  hero,
  illustration,
  p,
  page,
  richText,
  storyLink,
  table,
  ul,
  type RichNode,
} from './story-helpers.ts'

// The catch-all content pages (`/{slug?}`): careers, gift cards, FAQ, nutrition and the Twins club.

/** /careers */
export const careersStory = page(1020, 'careers', 'Careers', {
  title: 'Careers at Perkins | Restaurant & Bakery Jobs',
  description:
    'Servers, cooks, bakers and managers: find a job at Perkins with flexible schedules, a free meal every shift and room to grow.',
  body: [
    hero({
      eyebrow: 'Careers',
      headline: 'Good people make the pancakes taste better',
      text: 'Whether it is your first job or your next step up, there is a place for you at Perkins. Flexible schedules, a free meal every shift, and managers who started where you are.',
      cta: storyLink('Find a restaurant that is hiring', 'locations'),
      image: illustration('restaurant', 'Pancakes and an egg in a pan on plates, with coffee and a small pie'),
    }),
    cards('Roles in our restaurants', [
      {
        title: 'Servers and hosts',
        text: 'Welcome guests, keep the coffee coming and earn tips. Morning, evening and weekend shifts available.',
      },
      {
        title: 'Cooks',
        text: 'Work the line on breakfast, lunch and dinner. We train you on every station, from the griddle to the fryer.',
      },
      {
        title: 'Bakers',
        text: 'Start early and bake the muffins, cookies and pies that fill our bakery case. No experience needed; we certify every baker.',
      },
      { title: 'Managers', text: 'Lead a team, run the floor and grow into a general manager role with our management training program.' },
    ]),
    richText(
      doc(
        h(2, 'Why work at Perkins'),
        ul(
          'Flexible schedules that work around school and family.',
          'A free meal on every shift and discounts when you dine with us off the clock.',
          'Paid training, and a clear path from crew member to shift lead to manager.',
          'Health benefits and paid time off for eligible full-time team members.',
        ),
        h(2, 'How to apply'),
        p(
          'Most of our restaurants are independently owned and hire their own teams. Stop by your nearest Perkins and ask for the manager, or call the restaurant; you can find every phone number in our ',
          a('restaurant finder', '/locations'),
          '. Perkins is an equal opportunity employer.',
        ),
      ),
    ),
  ],
})

/** /gift-cards */
export const giftCardsStory = page(1021, 'gift-cards', 'Gift Cards', {
  title: 'Gift Cards | Perkins Restaurant & Bakery',
  description:
    'Perkins gift cards make a warm gift for birthdays, holidays and thank-yous. Buy them in any restaurant and use them for dine-in or online orders.',
  body: [
    hero({
      eyebrow: 'Gift cards',
      headline: 'Give the gift of pie (and pancakes)',
      text: 'A Perkins gift card is good for breakfast, lunch, dinner and everything in the bakery case. Pick one up at any restaurant in any amount from $5 to $250.',
      cta: sharedLinks.findRestaurant,
      image: illustration('gift-card', 'A wrapped gift beside a small pie and a croissant'),
    }),
    faq('Gift card questions', [
      {
        question: 'Where can I use my gift card?',
        answer: doc(
          p(
            'At participating Perkins restaurants in the United States, for dine-in and carry-out, and as a payment method when you order online.',
          ),
        ),
      },
      {
        question: 'How do I check my balance?',
        answer: doc(
          p(
            'Your balance is printed on your receipt each time you use the card. You can also ask any server to check it, or enter the card number and PIN when you pay for an online order to see the balance applied.',
          ),
        ),
      },
      {
        question: 'Do gift cards expire?',
        answer: doc(p('No. Perkins gift cards never expire and have no fees.')),
      },
      {
        question: 'My card was lost or stolen. Can you replace it?',
        answer: doc(
          p(
            'Please treat your gift card like cash. If you still have the card number, ',
            a('contact guest relations', '/contact-us'),
            ' and we will do our best to help.',
          ),
        ),
      },
    ]),
    callToAction({
      heading: 'Buying for a team or a big thank-you?',
      text: 'For orders of 25 cards or more, our guest relations team can arrange corporate gift cards with a single invoice.',
      link: sharedLinks.contactUs,
      tone: 'cream',
    }),
  ],
})

/** /faq */
export const faqStory = page(1022, 'faq', 'Frequently Asked Questions', {
  title: 'Frequently Asked Questions | Perkins',
  description: 'Answers about ordering online, pickup and delivery, VIP Perks, gift cards and our restaurants.',
  body: [
    faq('Ordering online', [
      {
        question: 'How do I place an order for pickup, curbside or delivery?',
        answer: doc(
          p(
            "Choose your restaurant, pick your items and choose how you want to get them at checkout. Curbside orders ask for your vehicle's make, model and color so we can bring your food out.",
          ),
        ),
      },
      {
        question: 'Can I order ahead for later today or tomorrow?',
        answer: doc(
          p('Yes. At checkout, choose a time: pickup and curbside times are offered every 15 minutes while the restaurant is open.'),
        ),
      },
      {
        question: 'Why can I not choose delivery?',
        answer: doc(
          p(
            "Not every restaurant delivers, and delivery is only offered to addresses within a restaurant's delivery area. If delivery is not available, you can still order for pickup.",
          ),
        ),
      },
      {
        question: 'Something was missing from my order. What should I do?',
        answer: doc(
          p(
            'We are sorry. Please call the restaurant right away so they can make it right, or ',
            a('contact guest relations', '/contact-us'),
            ' with your order number.',
          ),
        ),
      },
    ]),
    faq('VIP Perks', [
      {
        question: 'How do I join?',
        answer: doc(p(a('Sign up online', '/account/signup'), ' or ask your server. Joining is free.')),
      },
      {
        question: 'I cannot sign in. What should I do?',
        answer: doc(
          p(
            'Use "Forgot password" on the sign-in page to get a reset link by email. After several failed attempts an account is locked for 30 minutes for your security; try again after that, or contact guest relations.',
          ),
        ),
      },
      {
        question: 'How many points do I earn?',
        answer: doc(
          p(
            '10 points for every dollar spent at participating restaurants. See ',
            a('how points work', '/perks/how-points-work'),
            ' for the reward levels.',
          ),
        ),
      },
    ]),
    faq('Our restaurants', [
      {
        question: 'Do you take reservations?',
        answer: doc(
          p(
            'Our restaurants seat guests as they arrive, but for groups of eight or more please call ahead so the team can set up a table for you.',
          ),
        ),
      },
      {
        question: 'Do you have gluten-free or vegetarian options?',
        answer: doc(
          p(
            'Yes, several. Our ',
            a('nutrition and allergen page', '/nutrition'),
            ' lists calories for every item, and your server can tell you about ingredients. Our kitchens handle wheat, eggs, milk and nuts, so we cannot guarantee any item is free of allergens.',
          ),
        ),
      },
    ]),
  ],
})

/** The calorie table comes from the seed menu itself, so it can never disagree with what the menu shows. */
function calorieTables(): RichNode[] {
  const menu = menuById(DEFAULT_MENU_ID)
  if (!menu) return [p('Nutrition information is available from your server in any Perkins restaurant.')]
  const nodes: RichNode[] = []
  for (const category of menu.categories) {
    nodes.push(h(3, category.name))
    nodes.push(
      table(
        ['Item', 'Calories'],
        category.products.map((product) => [
          product.name,
          product.calories.max > product.calories.base ? `${product.calories.base}–${product.calories.max}` : String(product.calories.base),
        ]),
      ),
    )
  }
  return nodes
}

/** /nutrition */
export const nutritionStory = page(1023, 'nutrition', 'Nutrition & Allergens', {
  title: 'Nutrition & Allergen Information | Perkins',
  description: 'Calories for every item on the Perkins menu, and what to know about allergens in our kitchens and bakery.',
  body: [
    richText(
      doc(
        p(
          '2,000 calories a day is used for general nutrition advice, but calorie needs vary. Additional nutrition information is available on request in every restaurant. Where a range is shown, the calories depend on the options you choose.',
        ),
        h(2, 'Allergens'),
        p(
          bold('Please tell your server about any food allergy before you order. '),
          'Our kitchens and bakeries prepare foods with milk, eggs, wheat, soy, peanuts, tree nuts, fish, shellfish and sesame, and share cooking and preparation areas. We cannot guarantee that any menu item is free of an allergen.',
        ),
        h(2, 'Calories by menu item'),
        ...calorieTables(),
      ),
    ),
  ],
})

/** /twins: the Twins fan club sign-up, with the twins form frame (1900px). */
export const twinsStory = page(1024, 'twins', 'Twins Fan Club', {
  title: 'Twins Fan Club | Perkins',
  description: 'Join the Perkins Twins Fan Club for game-day offers at participating Minnesota restaurants.',
  body: [
    richText(
      doc(
        p(
          'Baseball and pancakes: a Minnesota tradition. Sign up for the Perkins Twins Fan Club and we will send you game-day offers for participating Perkins restaurants in Minnesota all season long.',
        ),
        ul(
          'A welcome offer when you join.',
          'Game-day deals after home wins.',
          'Chances to win tickets and signed gear in our fan club drawings.',
        ),
        p(
          'Sign-up is free; you must be 18 or older and live in the United States. You can unsubscribe at any time. Offer details and official drawing rules are sent with each email.',
        ),
      ),
    ),
    embedForm({ form: 'twins', heading: 'Join the fan club', title: 'Twins Fan Club sign-up form', src: `${FORMS_ORIGIN}/twins` }),
  ],
})
