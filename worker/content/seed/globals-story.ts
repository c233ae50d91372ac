import type { LinkItem } from '../../../shared/schemas/content.ts'
import { GLOBALS_SLUG } from '../stories-to-bundle.ts'

const story = (title: string, slug: string): LinkItem => ({ title, url: { linktype: 'story', url: '', cached_url: slug } })
const external = (title: string, url: string): LinkItem => ({ title, url: { linktype: 'url', url, cached_url: url } })

/** Site-wide content in Storyblok's story format: the header and footer menus, social links, brand statement. */
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
    headerMenu: [story('Menu', 'menu'), story('Order Online', 'order'), story('Locations', 'locations'), story('VIP Perks', 'perks'), story('Franchising', 'franchising')],
    footerMenus: {
      about: [story('Our Story', 'about'), story('Careers', 'careers'), story('Franchising', 'franchising'), story('Gift Cards', 'gift-cards')],
      resources: [story('Contact Us', 'contact-us'), story('Nutrition & Allergens', 'nutrition'), story('Frequently Asked Questions', 'faq'), story('Share Your Feedback', 'reviews')],
      legal: [story('Terms & Conditions', 'legal'), story('Privacy Policy', 'privacy-policy'), story('Accessibility', 'accessibility'), external('Do Not Sell My Information', '/ccpa')],
    },
    social: [
      { network: 'facebook', label: 'Perkins on Facebook', url: 'https://www.facebook.com/perkins' },
      { network: 'instagram', label: 'Perkins on Instagram', url: 'https://www.instagram.com/perkins' },
      { network: 'x', label: 'Perkins on X', url: 'https://x.com/perkins' },
      { network: 'tiktok', label: 'Perkins on TikTok', url: 'https://www.tiktok.com/@perkins' },
    ],
    brandStatement:
      'Since 1958, Perkins has been the neighborhood table for breakfast, lunch and dinner: fresh-baked pies and muffins every day, made-to-order classics, and a warm welcome for every family.',
  },
}
