import type { CmsSupercategory, LinkItem } from '#shared/schemas/content.ts'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { seedDefaultMenus, seedLocations, seedMenus } from '#shared/seed/index.ts'
import { DINE_IN_ONLY_STORE_IDS } from '#shared/seed/locations.ts'
import { seedPreorderWindows } from '#shared/seed/preorder-windows.ts'
import { GLOBALS_SLUG } from '../stories-to-bundle.ts'
import { FORMS_ORIGIN, storyLink as story } from './story-helpers.ts'

/**
 * The CMS super-categories: one list for the whole chain, each naming the category ids it groups on
 * every menu, in first-seen order. Built from the seed menus so the ids match the sandbox's menus exactly.
 */
function supercategories(): CmsSupercategory[] {
  const byName = new Map<string, number[]>()
  for (const menu of seedMenus) {
    for (const group of menu.supercategories) {
      const ids = byName.get(group.name) ?? []
      for (const id of group.subcategories) if (!ids.includes(id)) ids.push(id)
      byName.set(group.name, ids)
    }
  }
  return [...byName].map(([name, subcategories]) => ({ name, subcategories }))
}

/** Restaurants that do not take online orders still show the dine-in menu (the default menu). */
const dineInStores = seedLocations.filter((location) => DINE_IN_ONLY_STORE_IDS.includes(location.id)).map((location) => location.id)

/** Site-wide content in Storyblok's story format: menus, social links, brand statement, menu groupings. */
export const globalsStory = {
  id: 1000,
  uuid: 'b6f3a1c2-0000-4000-8000-000000001000',
  name: 'Site',
  slug: 'site',
  full_slug: GLOBALS_SLUG,
  published_at: '2026-11-01T12:00:00.000Z',
  content: {
    _uid: 'globals-site',
    component: 'globals',
    headerMenu: [
      story('Menu', 'menu'),
      story('Order Online', 'order'),
      story('Locations', 'locations'),
      story('VIP Perks', 'perks'),
      story('Franchising', 'franchising'),
    ],
    footerMenus: {
      about: [
        story('Our Story', 'about'),
        story('Careers', 'careers'),
        story('Franchising', 'franchising'),
        story('Gift Cards', 'gift-cards'),
      ],
      resources: [
        story('Contact Us', 'contact-us'),
        story('Nutrition & Allergens', 'nutrition'),
        story('Frequently Asked Questions', 'faq'),
        story('Share Your Feedback', 'reviews'),
      ],
      legal: [
        story('Terms & Conditions', 'legal'),
        story('Privacy Policy', 'privacy-policy'),
        story('Accessibility', 'accessibility'),
        story('Do Not Sell or Share My Information', 'ccpa'),
      ],
    },
    social: [
      { network: 'facebook', label: 'Perkins on Facebook', url: 'https://www.facebook.com/perkins' },
      { network: 'instagram', label: 'Perkins on Instagram', url: 'https://www.instagram.com/perkins' },
      { network: 'x', label: 'Perkins on X', url: 'https://x.com/perkins' },
      { network: 'tiktok', label: 'Perkins on TikTok', url: 'https://www.tiktok.com/@perkins' },
    ],
    brandStatement:
      'Since 1958, Perkins has been the neighborhood table for breakfast, lunch and dinner: fresh-baked pies and muffins every day, made-to-order classics, and a warm welcome for every family.',
    supercategories: supercategories(),
    defaultMenus: [seedDefaultMenus],
    nonOloMenus: [
      {
        name: 'Dine-In Menu',
        description:
          'This restaurant does not take online orders yet. Here is what we are serving in the dining room; call ahead and we will have a table ready.',
        menu_id: DEFAULT_MENU_ID,
        stores: dineInStores,
      },
    ],
    franchisingLeadForm: { title: 'Request franchise information', src: `${FORMS_ORIGIN}/franchising-inquiry` },
    preorderWindows: seedPreorderWindows,
  },
}

/** Links other seed stories share with the header and footer, so the wording stays the same everywhere. */
export const sharedLinks = {
  findRestaurant: story('Find a restaurant near you', 'locations'),
  orderOnline: story('Start your order', 'order'),
  joinPerks: story('Join VIP Perks', 'account/signup'),
  contactUs: story('Contact Us', 'contact-us'),
  franchising: story('Explore franchising', 'franchising'),
} satisfies Record<string, LinkItem>
