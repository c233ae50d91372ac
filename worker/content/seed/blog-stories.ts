import { a, bold, callToAction, doc, h, illustration, p, richText, story, storyLink, ul, type SeedImage } from './story-helpers.ts'

interface Post {
  id: number
  slug: string
  name: string
  title: string
  description: string
  excerpt: string
  author: string
  date: string
  image: SeedImage
  body: Record<string, unknown>[]
}

const inquire = () =>
  callToAction({
    heading: 'Thinking about a Perkins of your own?',
    text: 'Our development team is happy to talk through your market and your plans, with no obligation.',
    link: storyLink('Request franchise information', 'franchising'),
    secondary_link: storyLink('More from the blog', 'franchising/blog'),
    tone: 'cream',
  })

/** A blog post story (component `post`): the franchising layout, a byline, and a body of blocks. */
const post = (fields: Post) =>
  story(
    fields.id,
    `franchising/blog/${fields.slug}`,
    fields.name,
    {
      component: 'post',
      layout: 'franchising',
      headline: fields.name,
      title: fields.title,
      description: fields.description,
      og_image: fields.image.filename,
      excerpt: fields.excerpt,
      author: fields.author,
      date: fields.date,
      image: fields.image,
      body: [...fields.body, inquire()],
    },
    { firstPublishedAt: `${fields.date}T14:00:00.000Z` },
  )

const breakfastAllDayPost = post({
  id: 1010,
  slug: 'breakfast-all-day-advantage',
  name: 'The all-day breakfast advantage',
  title: 'The All-Day Breakfast Advantage | Perkins Franchising',
  description: 'Why serving breakfast from open to close keeps a Perkins dining room busy across three dayparts.',
  excerpt:
    'Breakfast is the meal guests crave at any hour. Serving it from open to close smooths out the quiet afternoons that hurt many family restaurants.',
  author: 'Perkins Franchise Development',
  date: '2026-09-15',
  image: illustration('blog-breakfast', 'An egg in a pan with bacon, beside a cup of coffee'),
  body: [
    richText(
      doc(
        p(
          'Ask a family-dining operator about their toughest hours and most will name the same ones: mid-afternoon on a weekday, and the stretch after the dinner rush. At Perkins, those hours look different, and the reason is on the first page of the menu.',
        ),
        h(2, 'Guests want breakfast when they want it'),
        p(
          'Pancakes at 3 p.m. after a youth hockey game. An omelette at 9 p.m. after a nursing shift. Breakfast is comfort food, and guests do not check the clock before they crave it. Because Perkins serves the full breakfast menu all day, we capture those visits instead of sending them elsewhere.',
        ),
        h(2, 'Better food costs, simpler kitchens'),
        p(
          'Eggs, potatoes, batter and bread are among the most cost-stable ingredients in a restaurant. A menu anchored in breakfast helps keep food costs predictable, and our kitchen layout lets the same line cooks work breakfast, lunch and dinner stations without a changeover.',
        ),
        h(2, 'What it means for your restaurant'),
        ul(
          [bold('Fuller off-peak hours: '), 'breakfast-for-dinner and late-night pancakes fill tables when other concepts go quiet.'],
          [bold('Steadier staffing: '), 'smoother traffic through the day makes schedules easier to build and keep.'],
          [bold('Loyal regulars: '), 'the weekday morning coffee club is real, and VIP Perks keeps them coming back.'],
        ),
        p(
          'Want the numbers behind the model? They are in our Franchise Disclosure Document, which we share after an introductory call. ',
          a('Start the conversation', '/franchising'),
          '.',
        ),
      ),
    ),
  ],
})

const bakeryPost = post({
  id: 1011,
  slug: 'bakery-in-every-restaurant',
  name: 'A bakery in every restaurant',
  title: 'A Bakery in Every Restaurant | Perkins Franchising',
  description: 'How the in-house Perkins bakery adds take-home sales, holiday pre-orders and a reason to stop by between meals.',
  excerpt:
    'The bakery case is the first thing guests see and the last thing they pass on the way out. Here is how it earns its place in every Perkins.',
  author: 'Perkins Franchise Development',
  date: '2026-10-06',
  image: illustration('blog-bakery', 'A pie and a frosted cupcake on plates, with a croissant and a cookie'),
  body: [
    richText(
      doc(
        p(
          'Every Perkins restaurant bakes. Not reheats, not finishes: bakes. Muffins, cinnamon rolls, cookies and pies come out of ovens in the back of the house every day, and they go into a case right by the front door.',
        ),
        h(2, 'Sales beyond the dining room'),
        p(
          'The bakery sells to guests who came for a meal and leave with a pie, and to guests who never sit down at all: the commuter who picks up a muffin and coffee, or the family that orders three pies for a reunion. It is revenue that does not need a table.',
        ),
        h(2, 'Holidays that fill the calendar'),
        p(
          'Thanksgiving week is one of the busiest of the year for a Perkins bakery. Whole-pie pre-orders start weeks ahead, are picked up at set times, and bring in guests who then come back for breakfast through the winter.',
        ),
        h(2, 'Certified bakers, consistent results'),
        p(
          "Our bakery certification teaches your team the recipes and the schedule: what to bake first, how much to bake for the day part and the season, and how to keep the case full without waste. Every franchisee's bakery lead is trained before opening.",
        ),
      ),
    ),
  ],
})

const choosingMarketPost = post({
  id: 1012,
  slug: 'choosing-your-market',
  name: 'How we help you choose a market',
  title: 'How We Help You Choose a Market | Perkins Franchising',
  description: 'What our real-estate team looks for in a Perkins site, from traffic patterns to the neighbors next door.',
  excerpt:
    'A great Perkins site is visible, easy to get into and out of, and close to the places people already go. Here is how we find one with you.',
  author: 'Perkins Real Estate Team',
  date: '2026-10-27',
  image: illustration('blog-market', 'A map with pins marking growing neighborhoods'),
  body: [
    richText(
      doc(
        p(
          'Picking the right site is the most important decision a new franchisee makes, and you do not make it alone. Our real-estate team studies every proposed location with you before anything is signed.',
        ),
        h(2, 'What we look for'),
        ul(
          [bold('Visibility and access: '), 'a building guests can see from the road, with an easy turn in and plenty of parking.'],
          [
            bold('Daytime and evening traffic: '),
            'hospitals, colleges, highways and shopping nearby, so the dining room stays busy beyond one rush.',
          ],
          [bold('Households: '), 'families, retirees and working adults within a short drive, the guests who make Perkins a habit.'],
          [bold('Room for the bakery: '), 'a front-of-house layout that puts the bakery case where every guest walks past it.'],
        ),
        h(2, 'New builds and conversions'),
        p(
          'Many of our newest restaurants are conversions of existing family-dining buildings, which can shorten the path to opening and lower the cost of construction. Our design team will tell you honestly whether a building can become a great Perkins.',
        ),
        p('Have a market in mind? ', a('Tell us about it', '/franchising'), ' and we will take a look together.'),
      ),
    ),
  ],
})

export const blogStories = [breakfastAllDayPost, bakeryPost, choosingMarketPost]
