import {
  FORMS_ORIGIN,
  a,
  blogList,
  bold,
  callToAction,
  cards,
  doc,
  embedForm,
  faq,
  grid,
  h,
  hero,
  illustration,
  image,
  ol,
  p,
  page,
  richText,
  storyLink,
  ul,
} from './story-helpers.ts'

const leadForm = () =>
  embedForm({
    form: 'franchising',
    heading: 'Start the conversation',
    intro:
      'Tell us a little about yourself and the market you have in mind. Our development team answers every inquiry within two business days.',
    title: 'Request franchise information',
    src: `${FORMS_ORIGIN}/franchising-inquiry`,
  })

/** /franchising: the landing page for prospective franchisees (franchising layout). */
export const franchisingStory = page(1006, 'franchising', 'Franchising', {
  title: 'Own a Perkins | Restaurant Franchise Opportunities',
  description:
    'Bring a trusted family-dining brand with an in-house bakery to your community. Learn about Perkins franchise opportunities, support and the path to opening.',
  layout: 'franchising',
  body: [
    hero({
      eyebrow: 'Franchise with Perkins',
      headline: 'Bring the neighborhood table to your town',
      text: 'Perkins pairs a full-service family restaurant with a bakery that sells all day. Join a brand guests have trusted for more than 65 years, with the training and support to help you grow.',
      cta: storyLink('Why Perkins', 'franchising/why-perkins'),
      secondary_cta: storyLink('The path to opening', 'franchising/process'),
      image: illustration('handshake', 'Two hands shaking beside a fresh-baked pie'),
    }),
    cards('Why franchisees choose Perkins', [
      {
        title: 'Three dayparts',
        text: 'Breakfast all day plus lunch and dinner keeps the dining room busy from the early crowd to the late-night pie run.',
        link: storyLink('See the model', 'franchising/why-perkins'),
      },
      {
        title: 'A bakery that sells',
        text: 'Muffins, pies and cinnamon rolls baked in-house add take-home sales and holiday pre-orders on top of the dining room.',
        link: storyLink('Read about the bakery', 'franchising/blog/bakery-in-every-restaurant'),
      },
      {
        title: 'Support at every step',
        text: 'Site selection, design, training and opening teams, then ongoing marketing and operations coaching once the doors are open.',
        link: storyLink('The path to opening', 'franchising/process'),
      },
    ]),
    blogList({ heading: 'Latest from the franchising blog', folder: 'franchising/blog', limit: 3 }),
    leadForm(),
  ],
})

/** /franchising/why-perkins */
export const whyPerkinsStory = page(1007, 'franchising/why-perkins', 'Why Perkins', {
  title: 'Why Own a Perkins Franchise',
  description:
    'A recognized brand, an all-day menu, an in-house bakery and a franchisor that supports you from site selection to grand opening and beyond.',
  layout: 'franchising',
  body: [
    richText(
      doc(
        h(2, 'A brand guests already know'),
        p(
          'Perkins has welcomed families since 1958. In the towns we serve, our name means a clean booth, a bottomless cup of coffee and a meal that tastes the way it did last time. When you open a Perkins, you start with that trust instead of building it from nothing.',
        ),
        h(2, 'A menu built for every hour'),
        p(
          'Breakfast is served all day, next to burgers, salads and comfort-food dinners. That balance means steady traffic across the whole day instead of one rush, and a menu that works for retirees at 7 a.m., families at 6 p.m. and students after midnight where hours allow.',
        ),
        h(2, 'Our bakery is your advantage'),
        p(
          'Every restaurant bakes its own muffins, cookies and pies. The bakery case greets guests at the door, drives add-on sales at the register and turns holidays like Thanksgiving into some of the busiest weeks of the year with whole-pie pre-orders.',
        ),
        h(2, 'What we look for'),
        ul(
          [bold('Restaurant experience: '), 'multi-unit operators and experienced hospitality leaders do best with us.'],
          [bold('Community roots: '), 'you know your market and want to be part of it.'],
          [bold('Financial strength: '), 'the liquidity and net worth to develop and run a full-service restaurant.'],
          [bold('Growth plans: '), 'we favour partners who want to open more than one restaurant over time.'],
        ),
        p(
          'Investment ranges and fees are set out in our Franchise Disclosure Document, which we share once we have talked. This page is not an offer to sell a franchise; offers are made only by disclosure document.',
        ),
      ),
    ),
    grid(2, [
      image(
        illustration('blog-bakery', 'A pie and a frosted cupcake on plates, with a croissant and a cookie'),
        'The bakery case: baked in the restaurant every morning.',
      ),
      callToAction({
        heading: 'See how opening works',
        text: 'From the first call to your grand opening, here is what the process looks like and how long each step takes.',
        link: storyLink('The path to opening', 'franchising/process'),
        tone: 'cream',
      }),
    ]),
    leadForm(),
  ],
})

/** /franchising/process */
export const franchisingProcessStory = page(1008, 'franchising/process', 'The Path to Opening', {
  title: 'The Path to Opening a Perkins Franchise',
  description:
    'The steps from first inquiry to grand opening: discovery, disclosure, site selection, construction, training and opening support.',
  layout: 'franchising',
  body: [
    richText(
      doc(
        p('Most new Perkins restaurants open 12 to 18 months after the franchise agreement is signed. Here is how we get there together.'),
        ol(
          [bold('Introduction call. '), 'A conversation with our development team about your background, your market and your goals.'],
          [
            bold('Disclosure. '),
            'We send the Franchise Disclosure Document. Take your time, and talk to existing franchisees; we will introduce you.',
          ],
          [
            bold('Discovery day. '),
            'Visit our support center and a working restaurant, meet the operations team and see a day in the kitchen and the bakery.',
          ],
          [
            bold('Agreement and site selection. '),
            'Our real-estate team helps you evaluate sites or conversions, with demographic and traffic studies.',
          ],
          [
            bold('Design and construction. '),
            'Proven layouts for new builds and conversions, with approved vendors for kitchen and bakery equipment.',
          ],
          [
            bold('Training. '),
            'Eight weeks of hands-on training for you and your managers in a certified training restaurant, including bakery certification.',
          ],
          [
            bold('Opening. '),
            'An opening team works alongside your crew through your first weeks, and a local marketing plan fills the dining room.',
          ],
        ),
      ),
    ),
    faq('Questions prospective franchisees ask', [
      {
        question: 'Can I convert an existing restaurant?',
        answer: doc(
          p(
            'Often, yes. Many Perkins restaurants are conversions of existing family-dining buildings. Our design team will assess the building and the cost of bringing it up to our standards.',
          ),
        ),
      },
      {
        question: 'Do I need restaurant experience?',
        answer: doc(
          p(
            "We look for restaurant or hospitality operating experience, either your own or a committed operating partner's. Our training covers the Perkins way of doing things, not the basics of running a restaurant.",
          ),
        ),
      },
      {
        question: 'What support continues after opening?',
        answer: doc(
          p(
            'A franchise business consultant visits regularly and is a phone call away. You also get national and regional marketing, menu development, purchasing programs and the ',
            a('VIP Perks', '/perks'),
            ' loyalty program that brings guests back.',
          ),
        ),
      },
    ]),
    callToAction({
      heading: 'Ready for step one?',
      text: 'Send us your details and a development manager will call you.',
      link: storyLink('Go to the inquiry form', 'franchising'),
      secondary_link: storyLink('Read the franchising blog', 'franchising/blog'),
      tone: 'navy',
    }),
  ],
})

/** /franchising/blog: the blog index. */
export const franchisingBlogStory = page(
  1009,
  // A folder's start page: Storyblok gives it the folder's path with a trailing slash.
  'franchising/blog/',
  'Franchising Blog',
  {
    title: 'Franchising Blog | Perkins Restaurant & Bakery',
    description: 'News, insights and stories for restaurant operators thinking about a Perkins franchise.',
    layout: 'franchising',
    body: [
      richText(
        doc(
          p(
            'Insights from our development team and franchise partners: what makes the Perkins model work, how we choose markets, and what the first year of ownership really looks like.',
          ),
        ),
      ),
      blogList({ heading: 'All posts', folder: 'franchising/blog' }),
    ],
  },
  { isStartpage: true },
)
