import { sharedLinks } from './globals-story.ts'
import { callToAction, cards, grid, hero, illustration, image, menuTile, page, storyLink, text } from './story-helpers.ts'

/** The home page story. */
export const homeStory = page(1001, 'home', 'Home', {
  title: 'Perkins Restaurant & Bakery | Breakfast All Day, Pies Baked Fresh',
  description:
    'Order pickup, curbside or delivery from your local Perkins. Breakfast served all day, fresh-baked pies and muffins, and VIP Perks rewards on every order.',
  body: [
    hero({
      eyebrow: 'Breakfast all day, every day',
      headline: 'Real breakfast. Fresh-baked pie. Right around the corner.',
      text: 'Buttermilk pancakes, fluffy omelettes and a slice of pie baked in our own ovens this morning. Order ahead for pickup, curbside or delivery.',
      cta: sharedLinks.orderOnline,
      secondary_cta: storyLink('View the menu', 'menu'),
      image: {
        filename: '/images/hero-pancakes.webp',
        alt: 'A stack of buttermilk pancakes with berries and syrup',
        width: 1200,
        height: 800,
      },
    }),
    // Shows the holiday pre-order window that is open (globals preorderWindows), and nothing the rest of the year.
    { _uid: 'home-preorder-banner', component: 'preorder_banner' },
    cards('Something for every appetite', [
      {
        title: 'Breakfast Classics',
        text: 'Pancakes, skillets and omelettes made to order, from sunrise to closing.',
        link: storyLink('See breakfast', 'menu'),
        image: menuTile('pancakes', 'Buttermilk pancakes with butter and syrup'),
      },
      {
        title: 'Bakery Fresh',
        text: 'Mammoth muffins and whole pies baked in-house daily. Take one home for later.',
        link: storyLink('See the bakery', 'menu'),
        image: menuTile('pie', 'A golden-crust pie on a plate, and cherries'),
      },
      {
        title: 'VIP Perks',
        text: 'Join free, earn points on every order, and get a treat on your birthday.',
        link: storyLink('Join VIP Perks', 'perks'),
        image: illustration('gift-card', 'A wrapped gift beside a small pie and a croissant'),
      },
    ]),
    grid(2, [
      image(
        illustration('pie', 'A golden-crust pie on a plate, with cherries, an apple and a cup of coffee'),
        'Whole pies, baked every morning. Order one with your meal or call ahead for the holidays.',
      ),
      callToAction({
        heading: 'A pie for every table',
        text: 'French silk, apple, cherry, coconut cream: our bakers start before sunrise so there is always a fresh pie in the case. Whole pies are ready for pickup with any order.',
        link: storyLink('Order a whole pie', 'order'),
        secondary_link: storyLink('Gift cards for pie lovers', 'gift-cards'),
        tone: 'cream',
      }),
    ]),
    text({
      heading: 'Your neighborhood table',
      paragraphs: [
        'Perkins has been serving families since 1958. Whether it is a Sunday pancake breakfast, a quick lunch between errands or a late slice of French silk pie, there is always a seat for you.',
        'Find the restaurant nearest you to see its hours, order online, or call ahead for larger groups.',
      ],
      link: sharedLinks.findRestaurant,
    }),
    callToAction({
      heading: 'Earn free food with VIP Perks',
      text: 'Members earn points on every visit, get a free treat on their birthday and hear about new pies before anyone else.',
      link: sharedLinks.joinPerks,
      secondary_link: storyLink('How VIP Perks works', 'perks'),
      tone: 'navy',
    }),
  ],
})
