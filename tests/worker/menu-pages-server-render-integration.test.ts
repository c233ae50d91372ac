import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { menuById } from '#shared/seed/index.ts'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import type { Menu, Product } from '#shared/schemas/menu.ts'

// /menu and the product pages carry the chain's default menu in their first HTML, read through the Worker's own API
// proxy; when the upstream fails, is late or answers junk, they render as before (a 200 that fills in after
// hydration), and such a page is never kept by the edge cache.

// This file's own hosts, so the edge cache entries of other files (and theirs of ours) never meet; a test that must
// not find another's stored copy takes a host of its own.
let hosts = 0
const freshOrigin = () => `https://menu-render-${++hosts}.perkins.test`
const defaultMenu = menuById(DEFAULT_MENU_ID)!
const allProducts = (menu: Menu): Product[] => [...menu.categories.flatMap((category) => category.products), ...menu.singles]
const firstDish = defaultMenu.categories[0]!.products[0]!

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')

type Upstream = (request: Request) => Promise<Response>

/**
 * One page through the whole app, optionally with another upstream; the cache store (waitUntil) is done when it
 * returns. `log` is the request's log line (an upstream fault makes it an error line).
 */
async function fetchPage(
  path: string,
  { upstream, origin = freshOrigin(), init }: { upstream?: Upstream; origin?: string; init?: RequestInit } = {},
) {
  const lines: string[] = []
  const logSpy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
  // The failure guard's spy (tests/worker/setup/fail-on-console-error.ts) takes over again afterwards.
  const errorSpy = vi.spyOn(console, 'error')
  const guard = errorSpy.getMockImplementation()
  errorSpy.mockImplementation((line: unknown) => void lines.push(String(line)))
  const bindings = (upstream ? { ...env, UPSTREAM: { fetch: upstream } } : env) as Env
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(origin + path, init), bindings, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  logSpy.mockRestore()
  if (guard) errorSpy.mockImplementation(guard)
  const log = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'request') ?? {}
  return { response, text, log }
}

/** An upstream that counts its calls and answers each with `answer`. */
function countingUpstream(answer: () => Promise<Response>) {
  const calls: string[] = []
  const upstream: Upstream = (request) => {
    calls.push(new URL(request.url).pathname)
    return answer()
  }
  return { calls, upstream }
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('/menu rendered with the default menu', () => {
  it('lists the default menu’s dishes, prices and photos in the first HTML, under the note that prices vary', async () => {
    const { response, text } = await fetchPage('/menu')
    expect(response.status).toBe(200)
    for (const product of allProducts(defaultMenu)) expect(text, product.name).toContain(`>${html(product.name)}</span>`)
    expect(text).toContain(`href="/order/product?cat=${firstDish.category}&amp;id=${firstDish.id}"`)
    expect(text).toContain(`src="${defaultMenu.imagepath.replace(/\/?$/, '/')}${firstDish.images[0]!.filename}"`)
    expect(text).toContain('Prices vary by restaurant. Choose yours to order.')
    expect(text).not.toContain('Loading your order…')
  })

  it('hands the page only what its cards show: no option groups or descriptions of dishes in the hydration data', async () => {
    const { text } = await fetchPage('/menu')
    expect(text).not.toContain('"option_groups"')
    const described = allProducts(defaultMenu).find((product) => product.description.length > 20)!
    expect(text).not.toContain(JSON.stringify(described.description).slice(1, -1))
  })

  for (const [name, answer, outcome] of [
    ['fails', () => Promise.reject(new Error('connection reset')), 'upstream-unreachable'],
    ['answers 500', () => Promise.resolve(new Response('oops', { status: 500 })), 'upstream-error'],
    ['answers something that is not a menu', () => Promise.resolve(Response.json({ id: DEFAULT_MENU_ID, categories: 'none' })), null],
    ['never answers in time', () => new Promise<Response>(() => {}), null],
  ] as const) {
    it(`renders /menu as before, a 200 that fills in after hydration, and never keeps it, when the upstream ${name}`, async () => {
      const origin = freshOrigin()
      const { calls, upstream } = countingUpstream(answer)
      const first = await fetchPage('/menu', { upstream, origin })
      expect(first.response.status).toBe(200)
      expect(first.text).toContain('<h1>Menu</h1>')
      expect(first.text).toContain('Loading your order…')
      expect(first.text).not.toContain(html(firstDish.name))
      expect(calls).toEqual([`/menus/${DEFAULT_MENU_ID}`])
      // The fault is in the page's log line, as a browser's failed call would be in its own.
      if (outcome) expect(first.log).toMatchObject({ level: 'error', api: { call: 'menusGet', outcome } })
      // Not stored: the next visitor's page is rendered again and, with the upstream back, shows the menu.
      const next = await fetchPage('/menu', { origin })
      expect(next.response.headers.get('x-edge-cache')).toBe('miss')
      expect(next.text).toContain(html(firstDish.name))
      expect((await fetchPage('/menu', { origin })).response.headers.get('x-edge-cache')).toBe('hit')
    })
  }
})

describe('product pages rendered with the default menu', () => {
  const product = defaultMenu.categories.flatMap((category) => category.products).find((candidate) => candidate.option_groups.length > 0)!

  it('shows the product’s name, photo, description and option groups in the first HTML', async () => {
    const { response, text } = await fetchPage(`/order/product?cat=${product.category}&id=${product.id}`)
    expect(response.status).toBe(200)
    expect(text).toContain(`<h1>${html(product.name)}</h1>`)
    expect(text).toContain(`${defaultMenu.imagepath.replace(/\/?$/, '/')}${product.images[0]!.filename}`)
    expect(text).toContain(html(product.description))
    expect(text).toContain(html(product.option_groups[0]!.description))
    expect(text).toContain('Add to order')
    // The hydration data holds this product alone, not the menu around it.
    const other = allProducts(defaultMenu).find((candidate) => candidate.id !== product.id)!
    expect(text).not.toContain(`"name":${JSON.stringify(other.name)}`)
  })

  it('renders as before, without a 500, when the upstream fails', async () => {
    const { upstream } = countingUpstream(() => Promise.reject(new Error('connection reset')))
    const { response, text } = await fetchPage(`/order/product?id=${product.id}`, { upstream })
    expect(response.status).toBe(200)
    expect(text).toContain('<h1>Customize Your Item</h1>')
    expect(text).toContain('Loading your order…')
  })

  it('waits for the visitor’s order on a product the default menu lacks, which a restaurant’s menu may have', async () => {
    const { response, text } = await fetchPage('/order/product?id=999999')
    expect(response.status).toBe(200)
    expect(text).toContain('<h1>Customize Your Item</h1>')
    expect(text).toContain('Loading your order…')
  })

  it('answers hostile or odd ids with the same page, never a 500, and asks the upstream nothing for ids that name nothing', async () => {
    const { calls, upstream } = countingUpstream(() => Promise.reject(new Error('must not be asked')))
    for (const id of ['__proto__', 'constructor', 'toString', '-1', '1e3', '1.5', '', '%00', '9'.repeat(13), '0x10']) {
      const { response, text } = await fetchPage(`/order/product?id=${id}`, { upstream })
      expect(response.status, id).toBe(200)
      expect(text, id).toContain('<h1>Customize Your Item</h1>')
    }
    expect(calls).toEqual([])
    // A repeated id is read as its first value, as the page reads it in the browser.
    const repeated = await fetchPage(`/order/product?id=${product.id}&id=__proto__`)
    expect(repeated.text).toContain(`<h1>${html(product.name)}</h1>`)
    const huge = await fetchPage(`/order/product?id=${'9'.repeat(12)}`)
    expect(huge.response.status).toBe(200)
    expect(huge.text).toContain('Loading your order…')
  })

  it('answers Add to order pressed before the scripts ran with the same product and a request to press again', async () => {
    const { response, text } = await fetchPage(`/order/product?cat=${product.category}&id=${product.id}`, {
      init: { method: 'POST', body: new URLSearchParams({ [`group-${product.option_groups[0]!.id}`]: '1' }) },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(text).toContain(`<h1>${html(product.name)}</h1>`)
    expect(text).toContain('The page was still loading, so nothing was sent. Please check your details and press Add to order again.')
    expect(text).toMatch(/<form class="product-form"[^>]* method="post">/)
  })
})
