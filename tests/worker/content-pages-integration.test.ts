import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { seedStories } from '#worker/content/seed/index.ts'
import { seedLocations } from '#shared/seed/index.ts'
import { DINE_IN_ONLY_STORE_IDS } from '#shared/seed/locations.ts'
import { pageHtml } from './site-pages.ts'

// Every content page of the bundled seed, rendered by the Worker from KV: layouts, blocks, head tags, and a
// story with broken blocks that still renders the rest of its page.

const origin = 'https://perkins.test'
const get = (path: string) => exports.default.fetch(new Request(origin + path))

const brokenStory = {
  id: 9001,
  uuid: 'b6f3a1c2-0000-4000-8000-000000009001',
  name: 'Spring Specials',
  slug: 'spring-specials',
  full_slug: 'spring-specials',
  published_at: '2026-11-01T12:00:00.000Z',
  content: {
    _uid: 'spring-page',
    component: 'page',
    title: 'Spring Specials | Perkins',
    description: 'Lemon pie is back.',
    body: [
      { _uid: 'spring-hero', component: 'hero', headline: 'Lemon meringue is back' },
      { _uid: 'spring-missing' },
      { _uid: 'spring-unknown', component: 'countdown_timer', ends: '2027-04-01' },
      {
        _uid: 'spring-rich',
        component: 'rich_text',
        content: {
          type: 'doc',
          content: [
            { type: 'sparkle', content: [{ type: 'text', text: 'never shown' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'Available through April.' }] },
          ],
        },
      },
      { _uid: 'spring-text', component: 'text', paragraphs: ['Ask your server for a slice.'] },
    ],
  },
}

beforeAll(async () => {
  await syncContent(env.CONTENT, { name: 'seed plus one broken story', stories: async () => [...seedStories, brokenStory] })
})

const pageSlugs = (seedStories as { full_slug: string; content: { component: string } }[])
  .filter((story) => story.full_slug !== 'globals/site' && story.content.component !== 'location')
  .map((story) => story.full_slug.replace(/\/+$/, ''))

describe('content pages from KV', () => {
  it('renders a story with a missing and an unknown component, showing the rest of the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await get('/spring-specials')
    expect(response.status).toBe(200)
    // The rendered page, not the loader data serialised after it.
    const html = (await response.text()).split('<script id="page-bootstrap"')[0]!
    expect(html).toContain('Lemon meringue is back')
    expect(html).toContain('Available through April.')
    expect(html).toContain('Ask your server for a slice.')
    expect(html).not.toContain('never shown')
    expect(html.match(/This section is not available right now\./g)).toHaveLength(2)
    expect(warn).toHaveBeenCalledWith('Content block without a component (spring-missing)')
    expect(warn).toHaveBeenCalledWith('Unknown content block "countdown_timer" (spring-unknown)')
  })

  it('renders every seed page with its title, description and Open Graph tags', async () => {
    expect(pageSlugs.length).toBeGreaterThanOrEqual(24)
    for (const slug of pageSlugs) {
      const html = await pageHtml(slug === 'home' ? '/' : `/${slug}`)
      expect(html, slug).toMatch(/<title>[^<]+<\/title>/)
      expect(html, slug).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html, slug).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(html, slug).toContain('<h1')
      expect(html, slug).not.toContain('This section is not available right now.')
    }
  })

  it('serves the same pages as JSON for client-side navigation', async () => {
    const response = await get('/_data/perks/birthday-rewards.json')
    expect(response.status).toBe(200)
    const page = (await response.json()) as { title: string; layout: string }
    expect(page).toMatchObject({ title: 'Birthday Rewards | VIP Perks at Perkins', layout: 'default' })
  })

  it('renders a perks page with its FAQ as disclosure widgets and rich text through the SDK renderer', async () => {
    const html = await (await get('/perks')).text()
    expect(html).toContain('Eat, earn, repeat.')
    expect(html).toMatch(/<details class="faq__item"><summary>Does it cost anything to join\?<\/summary>/)
    expect(html).toContain('<a href="/locations">restaurant finder</a>')
    const points = await (await get('/perks/how-points-work')).text()
    expect(points).toContain('<table><thead><tr><th><p>Points</p></th><th><p>Reward</p></th></tr></thead>')
  })

  it('renders the franchising pages in the franchising layout, with the mobile Learn More bar and the lead form', async () => {
    for (const path of ['/franchising', '/franchising/why-perkins', '/franchising/blog', '/franchising/blog/bakery-in-every-restaurant']) {
      const html = await (await get(path)).text()
      expect(html, path).toContain('class="layout layout--franchising"')
      expect(html, path).toContain('site-header__section')
      expect(html, path).toContain('Learn More!')
      expect(html, path).toContain('aria-labelledby="lead-form-dialog-title"')
    }
    const landing = await (await get('/franchising')).text()
    // The frame's space is reserved on the server; the browser sets its src after hydration, and until it loads the
    // box says what the form is with a link that opens it.
    expect(landing).toContain('class="embed-frame embed-frame--franchising"')
    expect(landing).toContain('href="https://forms.perkinsrestaurants.com/franchising-inquiry"')
    // The dialog's frame loads only when a visitor opens it.
    expect(landing).not.toContain('embed-frame--mobile-sticky')
  })

  it('lists the blog posts newest first, and renders a post with its byline', async () => {
    const blog = await (await get('/franchising/blog')).text()
    const order = [
      '/franchising/blog/choosing-your-market',
      '/franchising/blog/bakery-in-every-restaurant',
      '/franchising/blog/breakfast-all-day-advantage',
    ].map((href) => blog.indexOf(`href="${href}"`))
    expect(order.every((index) => index > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)

    const post = await (await get('/franchising/blog/choosing-your-market')).text()
    expect(post).toContain('<title>How We Help You Choose a Market | Perkins Franchising</title>')
    expect(post).toContain('<h1>How we help you choose a market</h1>')
    expect(post).toContain('<time dateTime="2026-10-27">October 27, 2026</time>')
    expect(post).toContain('By Perkins Real Estate Team')
    expect(post).toContain('<meta property="og:image" content="https://perkins.test/images/content/blog-market.webp"')
    expect(post).toContain('width="1200" height="800"')
  })

  it('renders contact and reviews; reviews without the header and footer', async () => {
    const contact = await (await get('/contact-us')).text()
    expect(contact).toContain('class="site-header"')
    expect(contact).toContain('<a href="mailto:guestrelations@perkinsrestaurants.com">')
    // Guest relations' form is built from the CMS's field definitions now, not an embedded frame.
    expect(contact).toContain('<h2 id="cms-form-contact-us-message-form-heading">Send us a message</h2>')
    // In place, where a visitor whose scripts never run sees it: not an outlined copy that only a script moves there.
    expect(contact).not.toMatch(/<div hidden id="S:/)
    expect(contact).not.toContain('<!--$?-->')
    expect(contact).not.toContain('embed-frame--eclubfeedback')
    // Its answers go with a bot check only a script can do: a browser with scripts off says so before anything is typed.
    expect(contact).toContain(
      '<noscript><p class="notice notice--info">To send this form, please turn on JavaScript in your browser.</p></noscript>',
    )
    expect(await (await get('/contact')).text()).toContain('Media inquiries')

    const reviews = await (await get('/reviews')).text()
    expect(reviews).toContain('How was your visit?')
    expect(reviews).toContain('embed-frame--eclubfeedback')
    expect(reviews).not.toContain('class="site-header"')
    expect(reviews).not.toContain('class="site-footer"')
  })

  it('renders the ccpa and twins form frames', async () => {
    const ccpa = await (await get('/ccpa')).text()
    expect(ccpa).toContain('class="embed-frame embed-frame--ccpa"')
    expect(ccpa).toContain('href="https://forms.perkinsrestaurants.com/ccpa"')
    expect(await (await get('/twins')).text()).toContain('class="embed-frame embed-frame--twins"')
  })

  it('lists calories on the nutrition page from the seed menu itself', async () => {
    const html = await (await get('/nutrition')).text()
    expect(html).toContain('Calories by menu item')
    expect(html).toMatch(/<td><p>[^<]+<\/p><\/td><td><p>\d+(–\d+)?<\/p><\/td>/)
  })

  it('links the footer to the new pages, each resolving to a page', async () => {
    const html = await (await get('/about')).text()
    for (const href of [
      '/about',
      '/careers',
      '/gift-cards',
      '/contact-us',
      '/nutrition',
      '/faq',
      '/reviews',
      '/legal',
      '/privacy-policy',
      '/accessibility',
      '/ccpa',
    ]) {
      expect(html, href).toContain(`href="${href}"`)
      expect((await get(href)).status, href).toBe(200)
    }
  })

  it('publishes a CMS location record for every seed location, with the same store numbers', async () => {
    const { createContentStore } = await import('#worker/content/content-store.ts')
    const store = createContentStore(env.CONTENT)
    const records = await store.locations()
    expect(records.map((record) => record.id)).toEqual(seedLocations.map((location) => location.id).sort((a, b) => a - b))
    const eagan = await store.location(3510)
    expect(eagan).toMatchObject({ name: 'Eagan', address: '1340 Yankee Doodle Rd', phone: '651-452-7180' })
    expect(eagan?.intro).toContain('1340 Yankee Doodle Rd')
  })

  it('exposes the CMS super-categories and non-online menus in the site-wide content', async () => {
    const { createContentStore } = await import('#worker/content/content-store.ts')
    const globals = await createContentStore(env.CONTENT).globals()
    expect(globals.supercategories.map((group) => group.name)).toEqual(
      expect.arrayContaining(['Breakfast', 'Lunch & Dinner', 'Bakery', 'Beverages']),
    )
    // The dine-in-only restaurants: stores without a menu of their own that take no online orders either.
    expect(globals.nonOloMenus[0]?.stores).toEqual([...DINE_IN_ONLY_STORE_IDS])
    for (const id of DINE_IN_ONLY_STORE_IDS) expect(seedLocations.find((location) => location.id === id)?.menu_id).toBeNull()
    // Mankato has no menu of its own but orders online from the default menu, which the CMS mapping names.
    expect(globals.nonOloMenus[0]?.stores).not.toContain(3571)
    expect(globals.defaultMenus).toEqual([{ menu_id: 70405, stores: expect.arrayContaining(['3571', '3510']) }])
  })
})

describe('the seed as the cron publishes it', () => {
  it('is what seedSource reads', async () => {
    const result = await syncContent(env.CONTENT, seedSource)
    expect(result.stories).toBe(seedStories.length)
    expect(['published', 'unchanged']).toContain(result.status)
  })
})
