import { sharedLinks } from './globals-story.ts'
import { bold, callToAction, cards, doc, h, hero, illustration, p, page, richText, storyLink } from './story-helpers.ts'

/** /about: the story of the chain. */
export const aboutStory = page(1002, 'about', 'Our Story', {
  title: 'Our Story | Perkins Restaurant & Bakery',
  description:
    'From one pancake house in Cincinnati in 1958 to neighborhood restaurants across the Midwest and beyond: how Perkins became the family table for breakfast, lunch and dinner.',
  body: [
    hero({
      eyebrow: 'Our story',
      headline: 'Serving neighbors since 1958',
      text: 'What started as a single pancake house is now a family of restaurants and bakeries, still built around the same idea: good food, made fresh, served by people who know your name.',
      cta: sharedLinks.findRestaurant,
      image: illustration('restaurant', 'Pancakes and an egg in a pan on plates, with coffee and a small pie'),
    }),
    richText(
      doc(
        h(2, 'It started with pancakes'),
        p(
          'In 1958, brothers Matt and Ivan Perkins opened a pancake house in Cincinnati, Ohio. The menu was short, the coffee was always hot, and the pancakes were made from a buttermilk batter mixed fresh every morning. Word spread, and so did the restaurants.',
        ),
        p(
          'Over the decades the menu grew to lunch and dinner, but breakfast never went away. Today you can still order a short stack at eight in the evening, because we believe the best meal of the day should be served all day.',
        ),
        h(2, 'A bakery in every restaurant'),
        p(
          'Walk into any Perkins and the first thing you will see is the bakery case. Our ',
          bold('Mammoth Muffins'),
          ', cinnamon rolls and pies are baked in the restaurant, not trucked in. Our bakers start before sunrise so the case is full when the doors open, and they bake again in the afternoon so the pie you take home tonight was made today.',
        ),
        h(2, 'Still a neighborhood restaurant'),
        p(
          'Many of our restaurants are owned and run by local franchisees who live in the towns they serve. They hire from the neighborhood, sponsor the Little League team and know which regulars take their coffee black. That is the Perkins we are proud of.',
        ),
      ),
    ),
    cards('What we stand for', [
      {
        title: 'Made fresh',
        text: 'Eggs cracked to order, batter mixed in the kitchen, pies from our own ovens. If we can make it ourselves, we do.',
      },
      {
        title: 'Welcome everyone',
        text: 'High chairs, booster seats, quiet booths and big tables for the whole team after the game. Everyone belongs at Perkins.',
      },
      {
        title: 'Give back',
        text: 'Our restaurants support local schools, food shelves and youth sports, because a good neighbor shows up.',
      },
    ]),
    callToAction({
      heading: 'Come work with us',
      text: 'Servers, cooks, bakers and managers: we are hiring in many of our restaurants, with flexible schedules and a free meal every shift.',
      link: storyLink('See careers at Perkins', 'careers'),
      secondary_link: sharedLinks.franchising,
      tone: 'gold',
    }),
  ],
})
