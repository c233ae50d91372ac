// A client for the Storyblok Content Delivery API v2: just what the sync and
// the preview need. Listing pages through every story 100 at a time until a short page, keeps all pages on the
// cache version (`cv`) of the first so they form one snapshot, and checks the count against the `total`
// header. It paces its own requests under the limit for uncached 75–100-story pages (about 6 a second), and
// retries 429s with back-off. Any failure is thrown: a partial listing is never returned.

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

type StoryblokRegion = 'eu' | 'us' | 'ca' | 'ap' | 'cn'

const API_BASE: Record<StoryblokRegion, string> = {
  eu: 'https://api.storyblok.com/v2/cdn',
  us: 'https://api-us.storyblok.com/v2/cdn',
  ca: 'https://api-ca.storyblok.com/v2/cdn',
  ap: 'https://api-ap.storyblok.com/v2/cdn',
  cn: 'https://app.storyblokchina.cn/v2/cdn',
}

export const storyblokApiBase = (region: StoryblokRegion = 'eu') => API_BASE[region]

/** The API's maximum page size (CMS page size 100). */
const STORYBLOK_PAGE_SIZE = 100
// 5 a second: under the ~6/s Storyblok allows for uncached 75–100-story pages, with room for clock jitter.
const MIN_REQUEST_INTERVAL_MS = 200
const MAX_RATE_LIMIT_RETRIES = 5
const MAX_SERVER_RETRIES = 2
const BACKOFF_BASE_MS = 1000
const MAX_RETRY_AFTER_MS = 60_000
const REQUEST_TIMEOUT_MS = 15_000

export class StoryblokError extends Error {
  override name = 'StoryblokError'
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.status = status
  }
}

interface StoryblokClientOptions {
  token: string
  fetch: FetchFn
  baseUrl?: string
  perPage?: number
  minIntervalMs?: number
  /** Injected so tests and the bench run the back-off and pacing on a virtual clock. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  random?: () => number
}

export type StoryVersion = 'published' | 'draft'

export interface StoryList {
  stories: unknown[]
  total: number
  cv: number | undefined
  requests: number
}

export interface StoryblokClient {
  /** Every story (optionally under a folder), all pages, checked complete. */
  listStories(options: { version: StoryVersion; startsWith?: string }): Promise<StoryList>
  /** One story by full slug; null when there is none. */
  getStory(fullSlug: string, options: { version: StoryVersion }): Promise<unknown | null>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function createStoryblokClient(options: StoryblokClientOptions): StoryblokClient {
  const baseUrl = (options.baseUrl ?? storyblokApiBase()).replace(/\/+$/, '')
  const perPage = Math.min(options.perPage ?? STORYBLOK_PAGE_SIZE, STORYBLOK_PAGE_SIZE)
  const minInterval = options.minIntervalMs ?? MIN_REQUEST_INTERVAL_MS
  const sleep = options.sleep ?? defaultSleep
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  let nextSlot = 0

  /** Waits for this client's next request slot: requests start at least `minInterval` apart. */
  async function paced() {
    const at = now()
    const start = Math.max(at, nextSlot)
    nextSlot = start + minInterval
    if (start > at) await sleep(start - at)
  }

  const backoff = (attempt: number) => BACKOFF_BASE_MS * 2 ** attempt + Math.floor(random() * 250)

  /** GET with pacing and retries. `label` names the request in errors; the URL carries the token, so never log it. */
  async function get(path: string, params: Record<string, string>, label: string): Promise<Response> {
    const url = new URL(baseUrl + path)
    for (const [name, value] of Object.entries({ ...params, token: options.token })) url.searchParams.set(name, value)
    let rateLimited = 0
    let serverErrors = 0
    for (;;) {
      await paced()
      let response: Response
      try {
        response = await options.fetch(url.toString(), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      } catch (cause) {
        if (serverErrors++ < MAX_SERVER_RETRIES) {
          await sleep(backoff(serverErrors))
          continue
        }
        throw new StoryblokError(`${label}: request failed (${cause instanceof Error ? cause.message : String(cause)})`)
      }
      if (response.status === 429) {
        await response.body?.cancel()
        if (rateLimited++ >= MAX_RATE_LIMIT_RETRIES)
          throw new StoryblokError(`${label}: still rate limited after ${MAX_RATE_LIMIT_RETRIES} retries`, 429)
        const retryAfter = Number(response.headers.get('retry-after'))
        await sleep(retryAfter > 0 ? Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS) : backoff(rateLimited))
        continue
      }
      if (response.status >= 500) {
        await response.body?.cancel()
        if (serverErrors++ < MAX_SERVER_RETRIES) {
          await sleep(backoff(serverErrors))
          continue
        }
        throw new StoryblokError(`${label}: Storyblok answered ${response.status}`, response.status)
      }
      return response
    }
  }

  async function json(response: Response, label: string): Promise<Record<string, unknown>> {
    const text = await response.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new StoryblokError(`${label}: the response is not JSON`, response.status)
    }
    if (!isRecord(body)) throw new StoryblokError(`${label}: the response is not a JSON object`, response.status)
    return body
  }

  return {
    async listStories({ version, startsWith }) {
      const stories: unknown[] = []
      const seen = new Set<number>()
      let total: number | undefined
      let cv: number | undefined
      let requests = 0
      for (let page = 1; ; page++) {
        const label = `stories page ${page}`
        const params: Record<string, string> = { version, page: String(page), per_page: String(perPage) }
        if (startsWith) params.starts_with = startsWith
        // Drafts are never cached, so only published listings pin a cache version.
        if (cv !== undefined && version === 'published') params.cv = String(cv)
        const response = await get('/stories', params, label)
        requests++
        if (!response.ok) {
          await response.body?.cancel()
          throw new StoryblokError(`${label}: Storyblok answered ${response.status}`, response.status)
        }
        const headerTotal = Number.parseInt(response.headers.get('total') ?? '', 10)
        const body = await json(response, label)
        if (!Number.isFinite(headerTotal) || headerTotal < 0) throw new StoryblokError(`${label}: no total header`)
        if (total !== undefined && headerTotal !== total)
          throw new StoryblokError(`${label}: the total changed from ${total} to ${headerTotal} during the listing`)
        total = headerTotal
        if (cv === undefined && typeof body.cv === 'number') cv = body.cv
        if (!Array.isArray(body.stories)) throw new StoryblokError(`${label}: the response has no stories list`)
        for (const story of body.stories) {
          const id = isRecord(story) ? story.id : undefined
          if (typeof id !== 'number') throw new StoryblokError(`${label}: a story has no id`)
          if (seen.has(id)) throw new StoryblokError(`${label}: story ${id} appears twice`)
          seen.add(id)
          stories.push(story)
        }
        if (body.stories.length < perPage) break
        // A full last page is followed by one empty page; anything beyond that means the API is not paging.
        if (page > Math.ceil(total / perPage)) throw new StoryblokError(`${label}: more pages than the total of ${total} allows`)
      }
      if (stories.length !== total) throw new StoryblokError(`listing is incomplete: ${stories.length} of ${total} stories`)
      return { stories, total, cv, requests }
    },

    async getStory(fullSlug, { version }) {
      const label = `story ${fullSlug}`
      const path = `/stories/${fullSlug.split('/').map(encodeURIComponent).join('/')}`
      const response = await get(path, { version }, label)
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new StoryblokError(`${label}: Storyblok answered ${response.status}`, response.status)
      }
      const body = await json(response, label)
      if (!isRecord(body.story)) throw new StoryblokError(`${label}: the response has no story`)
      return body.story
    },
  }
}
