/** The home page story. Blocks use the components the block renderer knows (client/components/blocks). */
export const homeStory = {
  id: 1001,
  uuid: 'b6f3a1c2-0000-4000-8000-000000001001',
  name: 'Home',
  slug: 'home',
  full_slug: 'home',
  is_startpage: false,
  published_at: '2026-11-01T12:00:00.000Z',
  content: {
    _uid: 'home-page',
    component: 'page',
    title: 'Perkins Restaurant & Bakery | Breakfast All Day, Pies Baked Fresh',
    description: 'Order pickup, curbside or delivery from your local Perkins. Breakfast served all day, fresh-baked pies and muffins, and VIP Perks rewards on every order.',
    body: [
      {
        _uid: 'home-hero',
        component: 'hero',
        eyebrow: 'Breakfast all day, every day',
        headline: 'Real breakfast. Fresh-baked pie. Right around the corner.',
        text: 'Buttermilk pancakes, fluffy omelettes and a slice of pie baked in our own ovens this morning. Order ahead for pickup, curbside or delivery.',
        cta: { title: 'Start your order', url: { linktype: 'story', url: '', cached_url: 'order' } },
        secondary_cta: { title: 'View the menu', url: { linktype: 'story', url: '', cached_url: 'menu' } },
        image: { filename: '/images/hero-pancakes.svg', alt: 'A stack of buttermilk pancakes with berries and syrup', width: 1200, height: 800 },
      },
      {
        _uid: 'home-cards',
        component: 'cards',
        heading: 'Something for every appetite',
        cards: [
          { _uid: 'card-breakfast', component: 'card', title: 'Breakfast Classics', text: 'Pancakes, skillets and omelettes made to order, from sunrise to closing.', link: { title: 'See breakfast', url: { linktype: 'story', url: '', cached_url: 'menu' } } },
          { _uid: 'card-bakery', component: 'card', title: 'Bakery Fresh', text: 'Mammoth muffins and whole pies baked in-house daily. Take one home for later.', link: { title: 'See the bakery', url: { linktype: 'story', url: '', cached_url: 'menu' } } },
          { _uid: 'card-perks', component: 'card', title: 'VIP Perks', text: 'Join free, earn points on every order, and get a treat on your birthday.', link: { title: 'Join VIP Perks', url: { linktype: 'story', url: '', cached_url: 'perks' } } },
        ],
      },
      {
        _uid: 'home-text',
        component: 'text',
        heading: 'Your neighborhood table',
        paragraphs: [
          'Perkins has been serving families since 1958. Whether it is a Sunday pancake breakfast, a quick lunch between errands or a late slice of French silk pie, there is always a seat for you.',
          'Find the restaurant nearest you to see its hours, order online, or call ahead for larger groups.',
        ],
        link: { title: 'Find a restaurant near you', url: { linktype: 'story', url: '', cached_url: 'locations' } },
      },
    ],
  },
}
