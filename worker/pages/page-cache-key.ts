import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { edgeCacheKey } from './edge-page-cache.ts'
import { siteClockPin } from '#shared/site-clock.ts'
import type { ClientAssetManifest } from './client-asset-manifest.ts'
import { clientAssets } from 'virtual:client-assets'
import type { SiteConfig } from '../env.ts'
import type { FeatureFlagSet } from '#shared/feature-flags.ts'
import { checkoutProvider, type CheckoutProvider } from './checkout-provider.ts'

/** What a rendered page depends on besides its address and content: the client build and the settings it embeds. */
export interface PageRenderSettings {
  assets: ClientAssetManifest
  environment: string
  recaptchaSiteKey: string | null
  analyticsId: string | null
  /** The card provider's script and environment key; null, checkout takes no cards. */
  checkout: CheckoutProvider | null
  dev: boolean
}

/** The build and settings every page is rendered with: the one place both the render and its cache key read them. */
export function pageRenderSettings(config: SiteConfig, requestUrl?: URL): PageRenderSettings {
  return {
    assets: clientAssets,
    environment: config.ENVIRONMENT,
    // Without required verification the browser loads no reCAPTCHA and sends development tokens nobody checks.
    recaptchaSiteKey: config.VERIFICATION_REQUIRED ? config.RECAPTCHA_SITE_KEY : null,
    analyticsId: config.GA4_MEASUREMENT_ID,
    checkout: checkoutProvider(config, requestUrl),
    dev: import.meta.env.DEV,
  }
}

const digests = new WeakMap<ClientAssetManifest, Map<string, Promise<string>>>()

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest, 0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** One digest of the build's asset manifest (hashed file names, inline CSS) and the settings a page carries. */
function renderDigest(settings: PageRenderSettings): Promise<string> {
  let bySettings = digests.get(settings.assets)
  if (!bySettings) digests.set(settings.assets, (bySettings = new Map()))
  const configuration = JSON.stringify([
    settings.environment,
    settings.recaptchaSiteKey,
    settings.analyticsId,
    settings.checkout,
    settings.dev,
  ])
  let digest = bySettings.get(configuration)
  if (!digest) bySettings.set(configuration, (digest = sha256Hex(JSON.stringify([settings.assets, configuration]))))
  return digest
}

/**
 * The version parts of every edge cache key (worker/pages/edge-page-cache.ts): the published content version, and
 * the build and settings the HTML embeds, so a new content version, a deploy with a new client build or a changed
 * setting each make new keys, and so does a new version of the feature flags. In development and test, a pinned
 * site clock adds its offset: pages tell the time (open now, the holiday banner), and one rendered before a pin
 * must not be served after it. Anything else that changes a rendered page for everyone adds its part here.
 */
export async function pageCacheVersionParts(contentVersion: string, settings: PageRenderSettings, flagsVersion: string): Promise<string[]> {
  const pin = siteClockPin()
  const parts = [`content:${contentVersion}`, `render:${await renderDigest(settings)}`, `flags:${flagsVersion}`]
  return pin === null ? parts : [...parts, `clock:${pin}`]
}

export interface PageCacheKeyInput {
  pageUrl: URL
  /** The published content, whose pointer names the version (read once per request, shared with the loaders). */
  content: { version(): Promise<string> }
  settings: PageRenderSettings
  /** The flags this request's page is rendered with (the same read the loaders await). */
  featureFlags: Promise<FeatureFlagSet>
}

/**
 * The edge cache key of an anonymous page, or null when no content version is readable (the render then answers
 * with the outage page, which is never stored). Where the visitor is plays no part: no page carries it (the
 * restaurants near them come from /_nearby after hydration), so visitors everywhere share one copy.
 */
export async function pageCacheKey({ pageUrl, content, settings, featureFlags }: PageCacheKeyInput): Promise<Request | null> {
  try {
    return edgeCacheKey(pageUrl, await pageCacheVersionParts(await content.version(), settings, (await featureFlags).version))
  } catch (error) {
    if (error instanceof ContentUnavailable) return null
    throw error
  }
}
