import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { syncContent } from '#worker/content/sync-content.ts'
import { seedStories } from '#worker/content/seed/index.ts'
import { createContentStore } from '#worker/content/content-store.ts'
import { createFormRoute, type FormRouteDeps } from '#worker/forms/form-route.ts'
import { webhookDestination } from '#worker/forms/form-destination.ts'
import { forgetReportedInvalidConfig, forgetReportedSettings } from '#worker/required-settings.ts'
import { devBotCheckToken } from '#shared/api-calls.ts'
import { FORM_MESSAGES } from '#shared/forms/form-fields.ts'
import { readFormBlock } from '#shared/forms/form-block.ts'
import { formFieldSchema } from '#shared/schemas/form-block.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The contact form is built from the CMS's field definitions and submitted through the Worker (POST /_forms/submit)
// to the configured webhook, or in development and test to the sandbox outbox. Every refusal sends nothing.

const origin = 'https://perkins.test'
const FORM = 'contact-us-message-form'
const WEBHOOK = 'https://hooks.example.com/perkins-contact'

/** The seed, with three fields the site must skip added to the contact form: an unknown type and two hostile ids. */
const storiesWithBadFields = seedStories.map((story) => {
  const record = story as { full_slug: string; content: { body: Record<string, unknown>[] } }
  if (record.full_slug !== 'contact-us') return story
  const body = record.content.body.map((block) =>
    block.component === 'form'
      ? {
          ...block,
          fields: [
            ...(block.fields as unknown[]),
            { _uid: 'bad-1', component: 'form_field', id: 'mood', type: 'colour', label: 'Mood' },
            { _uid: 'bad-2', component: 'form_field', id: 'constructor', type: 'text', label: 'Constructor' },
            { _uid: 'bad-3', component: 'form_field', id: '__proto__', type: 'text', label: 'Proto' },
          ],
        }
      : block,
  )
  return { ...record, content: { ...record.content, body } }
})

let nonce = 0
const token = () => devBotCheckToken(`formtest${String(++nonce).padStart(4, '0')}`)

const GOOD = {
  first_name: 'Dana',
  last_name: 'Reyes',
  email: 'dana@example.com',
  phone: '612-555-0134',
  topic: 'A recent visit',
  restaurant_zip: '55401',
  visit_date: '11/14/2026',
  message: 'The pancakes were cold.',
}

interface Sent {
  request: Request
  body: unknown
}

/** The form route with a fake webhook (and limiter and bot-check); `sent` collects what the webhook received. */
function formRoute(overrides: Partial<FormRouteDeps> = {}) {
  const sent: Sent[] = []
  const botChecks: (string | null)[] = []
  const store = createContentStore(env.CONTENT)
  const deps: FormRouteDeps = {
    page: (slug) => store.page(slug),
    limiter: { limit: async () => ({ success: true }) },
    retryAfterSeconds: 60,
    botCheck: async (verify) => {
      botChecks.push(verify)
      return verify === 'good-token' ? { ok: true } : { ok: false, reason: 'rejected' }
    },
    destination: webhookDestination(WEBHOOK, 1000, async (request) => {
      sent.push({ request, body: await request.clone().json() })
      return new Response(null, { status: 204 })
    }),
    now: () => Date.parse('2026-11-17T16:30:00Z'),
    ...overrides,
  }
  const route = createFormRoute(() => deps)
  const submit = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await route.request(
      '/submit',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', verify: 'good-token', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      env,
    )
    return {
      status: response.status,
      headers: response.headers,
      answer: (await response.json()) as { message: string; errors?: Record<string, string> },
    }
  }
  return { submit, sent, botChecks }
}

async function throughSite(path: string, init: RequestInit, environment: Env = env) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(origin + path, init), environment, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, text }
}

let syncWarnings: unknown[] = []

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
  syncWarnings = (await syncContent(env.CONTENT, { name: 'seed-with-bad-fields', stories: async () => storiesWithBadFields })).warnings
  vi.restoreAllMocks()
})

beforeEach(() => {
  // The request log's lines; the tests read answers, not logs.
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
  forgetReportedSettings()
  forgetReportedInvalidConfig()
})

describe('the contact form, submitted', () => {
  it('sends the answers to the webhook as one JSON POST: page, form, labels, values, a date as YYYY-MM-DD', async () => {
    const { submit, sent, botChecks } = formRoute()
    const { status, answer, headers } = await submit({ page: 'contact-us', form: FORM, values: GOOD })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(answer.message).toContain('Thank you. Your message has been sent')
    expect(botChecks).toEqual(['good-token'])
    expect(sent).toHaveLength(1)
    const [{ request, body }] = sent as [Sent]
    expect(request.url).toBe(WEBHOOK)
    expect(request.method).toBe('POST')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.redirect).toBe('manual')
    expect(body).toEqual({
      page: '/contact-us',
      form: FORM,
      heading: 'Send us a message',
      submitted_at: '2026-11-17T16:30:00.000Z',
      fields: [
        { id: 'first_name', label: 'First name (required)', type: 'text', value: 'Dana' },
        { id: 'last_name', label: 'Last name (required)', type: 'text', value: 'Reyes' },
        { id: 'email', label: 'Email (required)', type: 'email', value: 'dana@example.com' },
        { id: 'phone', label: 'Phone', type: 'phone', value: '612-555-0134' },
        { id: 'topic', label: 'What is it about? (required)', type: 'select', value: 'A recent visit' },
        { id: 'restaurant_zip', label: 'Restaurant zip code', type: 'zip', value: '55401' },
        { id: 'visit_date', label: 'Date of visit', type: 'date', value: '2026-11-14' },
        { id: 'message', label: 'Your message (required)', type: 'textarea', value: 'The pancakes were cold.' },
      ],
    })
  })

  it('takes a Canadian postal code in a zip field, written the one way Canada Post does', async () => {
    const { submit, sent } = formRoute()
    const { status } = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, restaurant_zip: 'r3t2h4' } })
    expect(status).toBe(200)
    const body = sent[0]?.body as { fields: { id: string; value: string }[] }
    expect(body.fields.find((field) => field.id === 'restaurant_zip')?.value).toBe('R3T 2H4')
    const wrong = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, restaurant_zip: 'D3T 2H4' } })
    expect(wrong.answer.errors).toEqual({ restaurant_zip: 'Please enter your zipcode.' })
  })

  it('takes a ZIP+4 in a zip field, as autofill gives it, and sends its five-digit zip', async () => {
    const { submit, sent } = formRoute()
    const { status } = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, restaurant_zip: '55401-1234' } })
    expect(status).toBe(200)
    const body = sent[0]?.body as { fields: { id: string; value: string }[] }
    expect(body.fields.find((field) => field.id === 'restaurant_zip')?.value).toBe('55401')
    for (const wrong of ['55401-123', '554011234', '55401 1234']) {
      const refused = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, restaurant_zip: wrong } })
      expect(refused.answer.errors, wrong).toEqual({ restaurant_zip: 'Please enter your zipcode.' })
    }
  })

  it('takes empty optional fields, and sends them empty', async () => {
    const { submit, sent } = formRoute()
    const { phone: _phone, restaurant_zip: _zip, visit_date: _date, ...required } = GOOD
    const { status } = await submit({ page: 'contact-us', form: FORM, values: { ...required, phone: '' } })
    expect(status).toBe(200)
    const fields = (sent[0]!.body as { fields: { id: string; value: string }[] }).fields
    expect(fields.find((field) => field.id === 'visit_date')?.value).toBe('')
  })

  it('refuses a field the form does not have, and sends nothing nor spends the bot-check', async () => {
    const { submit, sent, botChecks } = formRoute()
    const { status, answer } = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, password: 'x' } })
    expect(status).toBe(400)
    expect(answer.message).toBe(FORM_MESSAGES.refused)
    expect(sent).toHaveLength(0)
    expect(botChecks).toHaveLength(0)
  })

  it('refuses __proto__ and constructor as answers, even though the CMS lists them, and sends nothing', async () => {
    const { submit, sent } = formRoute()
    for (const hostile of ['{"__proto__": "x"}', '{"constructor": "x"}', '{"mood": "blue"}']) {
      const values = JSON.stringify(GOOD).slice(0, -1) + ',' + hostile.slice(1)
      const { status, answer } = await submit(`{"page":"contact-us","form":"${FORM}","values":${values}}`)
      expect(status, hostile).toBe(400)
      expect(answer.message, hostile).toBe(FORM_MESSAGES.refused)
    }
    const { status } = await submit(`{"page":"contact-us","form":"${FORM}","values":${JSON.stringify(GOOD)},"__proto__":{"x":1}}`)
    expect(status).toBe(400)
    expect(sent).toHaveLength(0)
  })

  it('refuses an answer longer than its field takes, whole, and a body over 32 KB', async () => {
    const { submit, sent } = formRoute()
    for (const [id, value] of [
      ['message', 'x'.repeat(2001)],
      ['first_name', 'x'.repeat(201)],
      ['restaurant_zip', '55401-12345'],
    ] as const) {
      const { status, answer } = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, [id]: value } })
      expect(status, id).toBe(400)
      expect(answer.message, id).toBe(FORM_MESSAGES.refused)
    }
    const numbers = await submit({ page: 'contact-us', form: FORM, values: { ...GOOD, first_name: 42 } })
    expect(numbers.status).toBe(400)
    const huge = await submit({ page: 'contact-us', form: FORM, values: GOOD, padding: 'x'.repeat(40_000) })
    expect(huge.status).toBe(413)
    expect(huge.answer.message).toBe(FORM_MESSAGES.tooLarge)
    expect(sent).toHaveLength(0)
  })

  it("marks each field that breaks its type's rule with the product's message, and sends nothing", async () => {
    const { submit, sent } = formRoute()
    const { status, answer } = await submit({
      page: 'contact-us',
      form: FORM,
      values: {
        ...GOOD,
        first_name: '  ',
        email: 'dana@',
        phone: '612-555',
        topic: 'Pies',
        restaurant_zip: '5540',
        visit_date: '02/30/2026',
        message: '',
      },
    })
    expect(status).toBe(400)
    expect(answer.message).toBe('Please provide Correct inputs')
    expect(answer.errors).toEqual({
      first_name: 'Please fill in this field.',
      email: 'Please enter a valid email.',
      phone: 'Please enter a valid 10 digit phone number',
      topic: 'Please choose one of the options.',
      restaurant_zip: 'Please enter your zipcode.',
      visit_date: 'Please enter the date in MM/DD/YYYY format.',
      message: 'Please fill in this field.',
    })
    expect(sent).toHaveLength(0)
  })

  it('refuses a failed bot-check with its message, and sends nothing', async () => {
    const { submit, sent } = formRoute()
    const { status, answer } = await submit({ page: 'contact-us', form: FORM, values: GOOD }, { verify: 'bad-token' })
    expect(status).toBe(403)
    expect(answer.message).toMatch(/^ReCaptcha error: /)
    expect(sent).toHaveLength(0)
  })

  it('is rate-limited per client before anything is read, with Retry-After', async () => {
    const keys: string[] = []
    const { submit, sent, botChecks } = formRoute({
      limiter: {
        limit: async ({ key }) => {
          keys.push(key)
          return { success: false }
        },
      },
    })
    const { status, answer, headers } = await submit(
      { page: 'contact-us', form: FORM, values: GOOD },
      { 'cf-connecting-ip': '203.0.113.9' },
    )
    expect(status).toBe(429)
    expect(headers.get('retry-after')).toBe('60')
    expect(answer.message).toBe('Too many attempts. Please wait a minute and try again.')
    expect(keys).toEqual(['form:203.0.113.9'])
    expect(sent).toHaveLength(0)
    expect(botChecks).toHaveLength(0)
  })

  it('answers a form that is not on that page (any more) with a reload message', async () => {
    const { submit, sent } = formRoute()
    for (const [page, form] of [
      ['contact-us', 'no-such-form'],
      ['about', FORM],
      ['no-such-page', FORM],
    ]) {
      const { status, answer } = await submit({ page, form, values: GOOD })
      expect(status, `${page} ${form}`).toBe(404)
      expect(answer.message).toBe(FORM_MESSAGES.unknownForm)
    }
    expect(sent).toHaveLength(0)
  })

  it('says the trouble message when the webhook refuses or does not answer', async () => {
    const failing = formRoute({ destination: webhookDestination(WEBHOOK, 1000, async () => new Response('no', { status: 500 })) })
    expect((await failing.submit({ page: 'contact-us', form: FORM, values: GOOD })).answer.message).toBe(TROUBLE_MESSAGE)
    const redirecting = formRoute({
      destination: webhookDestination(
        WEBHOOK,
        1000,
        async () => new Response(null, { status: 302, headers: { location: 'https://elsewhere.example' } }),
      ),
    })
    expect((await redirecting.submit({ page: 'contact-us', form: FORM, values: GOOD })).status).toBe(502)
  })
})

describe('the contact form through the site', () => {
  it('in development delivers to the sandbox outbox, which `npm run outbox` reads', async () => {
    const marker = `Outbox check ${Date.now()}`
    const { response } = await throughSite('/_forms/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', verify: token() },
      body: JSON.stringify({ page: 'contact-us', form: FORM, values: { ...GOOD, message: marker } }),
    })
    expect(response.status).toBe(200)
    const outbox = await throughSite('/_sandbox/outbox?to=contact-form-webhook', { method: 'GET' })
    const { messages } = JSON.parse(outbox.text) as { messages: { subject: string; body: string }[] }
    expect(messages[0]?.subject).toBe('Form: Send us a message (/contact-us)')
    expect(JSON.parse(messages[0]!.body)).toMatchObject({ page: '/contact-us', form: FORM })
    expect(messages[0]!.body).toContain(marker)
  })

  it('spends each bot-check token once: the same token again is refused', async () => {
    const verify = token()
    const send = () =>
      throughSite('/_forms/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', verify },
        body: JSON.stringify({ page: 'contact-us', form: FORM, values: GOOD }),
      })
    expect((await send()).response.status).toBe(200)
    expect((await send()).response.status).toBe(403)
  })

  it('in staging without CONTACT_FORM_WEBHOOK_URL sends nothing, answers the trouble message and names the setting once', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)))
    if (!env.UPSTREAM) throw new Error('the tests bind the sandbox as UPSTREAM')
    const upstream = vi.spyOn(env.UPSTREAM, 'fetch')
    const staging = { ...env, ENVIRONMENT: 'staging', RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key-123' } as unknown as Env
    const { response, text } = await throughSite(
      '/_forms/submit',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', verify: 'x'.repeat(40) },
        body: JSON.stringify({ page: 'contact-us', form: FORM, values: GOOD }),
      },
      staging,
    )
    expect(response.status).toBe(503)
    expect(JSON.parse(text)).toEqual({ message: TROUBLE_MESSAGE })
    expect(upstream).not.toHaveBeenCalled()
    const missing = errors
      .map((line) => JSON.parse(line) as { event?: string; setting?: string })
      .filter((line) => line.event === 'config-missing')
    expect(missing.map((line) => line.setting)).toEqual(['CONTACT_FORM_WEBHOOK_URL'])
  })

  it('refuses a webhook address that is not https in staging (config-invalid, 503)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const staging = { ...env, ENVIRONMENT: 'staging', CONTACT_FORM_WEBHOOK_URL: 'http://hooks.example.com/x' } as unknown as Env
    const { response } = await throughSite('/_forms/submit', { method: 'POST', body: '{}' }, staging)
    expect(response.status).toBe(503)
  })
})

describe('the contact page, built from the CMS form', () => {
  it('renders the fields it knows with their hints, skips and logs the unknown type and the hostile ids', async () => {
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)))
    const { response, text } = await throughSite('/contact-us', { method: 'GET' })
    expect(response.status).toBe(200)
    for (const name of Object.keys(GOOD)) expect(text, name).toContain(`name="${name}"`)
    expect(text).toContain('id="cms-form-contact-us-message-form-email-hint"')
    expect(text).toMatch(/aria-describedby="cms-form-contact-us-message-form-email-hint"/)
    expect(text).not.toContain('name="mood"')
    expect(text).not.toContain('name="constructor"')
    expect(text).not.toContain('name="__proto__"')
    expect(text).not.toContain('eclubfeedback')
    expect(warnings.join('\n')).toContain('"mood", type "colour") skipped: unknown-type')
    expect(warnings.join('\n')).toContain('"constructor", type "text") skipped: bad-id')
    expect(warnings.join('\n')).toContain('"__proto__", type "text") skipped: bad-id')
  })

  it('answers the form pressed before the scripts ran with the page, the answers filled back in, and nothing sent', async () => {
    if (!env.UPSTREAM) throw new Error('the tests bind the sandbox as UPSTREAM')
    const upstream = vi.spyOn(env.UPSTREAM, 'fetch')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const form = new URLSearchParams({ _form: FORM, ...GOOD, message: 'Cold <b>pancakes</b>', password: 'Hunter2-secret' })
    form.append('__proto__', 'polluted-value')
    const { response, text } = await throughSite('/contact-us', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(text).toContain('value="dana@example.com"')
    expect(text).toContain('value="612-555-0134"')
    expect(text).toContain('Cold &lt;b&gt;pancakes&lt;/b&gt;</textarea>')
    expect(text).toContain('press Send message again')
    expect(text).not.toContain('Hunter2-secret')
    expect(text).not.toContain('polluted-value')
    expect(upstream).not.toHaveBeenCalled()
  })

  it('answers a POST to a page without a form with 405', async () => {
    const { response } = await throughSite('/about', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'first_name=Dana',
    })
    expect(response.status).toBe(405)
  })
})

describe('the content sync', () => {
  it('publishes the form without the fields it cannot use, and names each one for the editors', () => {
    expect(syncWarnings).toEqual([
      {
        problem: 'form-field-skipped',
        story: 'contact-us',
        field: expect.stringContaining('"mood", type "colour") skipped: unknown-type'),
      },
      { problem: 'form-field-skipped', story: 'contact-us', field: expect.stringContaining('"constructor", type "text") skipped: bad-id') },
      { problem: 'form-field-skipped', story: 'contact-us', field: expect.stringContaining('"__proto__", type "text") skipped: bad-id') },
    ])
  })
})

describe('a form field definition', () => {
  const field = (extra: Record<string, unknown>) => ({ id: 'name', type: 'text', label: 'Name', ...extra })

  it('refuses prototype keys as ids at the schema, and the browser reader agrees', () => {
    for (const id of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString']) {
      const parsed = formFieldSchema.safeParse(JSON.parse(`{"id": ${JSON.stringify(id)}, "type": "text", "label": "X"}`))
      expect(parsed.success, id).toBe(false)
      expect(readFormBlock({ fields: [{ id, type: 'text', label: 'X' }] }).form.fields, id).toEqual([])
    }
    const proto = formFieldSchema.safeParse(JSON.parse('{"id": "__proto__", "type": "text", "label": "X"}'))
    expect(proto.error?.issues[0]?.message).toContain('__proto__ or constructor')
  })

  it('reads the same fields as the browser for every type, and skips the same ones', () => {
    const samples = [
      field({}),
      field({ type: 'email', placeholder: 'you@example.com', label_info: 'Hint' }),
      field({ type: 'zip', required: true }),
      field({ type: 'phone', required: 'true' }),
      field({ type: 'date' }),
      field({ type: 'textarea' }),
      field({ type: 'select', options: 'One\n\nTwo\nOne' }),
      field({ type: 'select', options: '' }),
      field({ type: 'checkbox' }),
      field({ id: 'Name' }),
      field({ id: '1name' }),
      field({ label: '  ' }),
    ]
    for (const sample of samples) {
      const parsed = formFieldSchema.safeParse(sample)
      const read = readFormBlock({ fields: [sample] }).form.fields
      expect(read, JSON.stringify(sample)).toEqual(parsed.success ? [parsed.data] : [])
    }
    expect(readFormBlock({ fields: [field({ type: 'select', options: 'One\n\nTwo\nOne' })] }).form.fields[0]?.options).toEqual([
      'One',
      'Two',
    ])
  })
})
