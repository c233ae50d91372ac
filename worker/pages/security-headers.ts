/** Where the CMS's embedded forms (twins, ccpa, eclubfeedback, the franchising lead form) are hosted. */
export const EMBEDDED_FORMS_ORIGIN = 'https://forms.perkinsrestaurants.com'

/** One year, with subdomains: browsers then never try plain HTTP for this site again. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * Set on every response the Worker writes (pages, /_data, /api, sitemap, robots.txt); public/_headers sets the
 * same on static assets. nosniff keeps a browser from reading JSON or text as script or HTML.
 */
export const RESPONSE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
}

/** A fresh nonce for each HTML response: the only inline script and style the page may run. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** GA4's tag and collection hosts, allowed only where a measurement id is configured. */
const ANALYTICS_HOSTS = 'https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com'

export interface PolicyOptions {
  dev: boolean
  analytics?: boolean
  /** The card provider's origin (worker/pages/checkout-provider.ts): its script and its hosted-field frames. */
  checkoutOrigin?: string | null
}

export function contentSecurityPolicy(nonce: string, { dev, analytics = false, checkoutOrigin = null }: PolicyOptions): string {
  const provider = checkoutOrigin ? ` ${checkoutOrigin}` : ''
  return [
    "default-src 'self'",
    // The provider's origin for browsers without 'strict-dynamic' (which load it from our nonce'd bundle anyway).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${provider}`,
    // Vite's dev server injects styles at run time; a build inlines one nonce'd stylesheet.
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: https://a.storyblok.com${analytics ? ` ${ANALYTICS_HOSTS}` : ''}`,
    `${dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'"}${analytics ? ` ${ANALYTICS_HOSTS}` : ''}`,
    "font-src 'self'",
    // The embedded franchising, feedback and privacy-request forms ('Embedded form frames').
    // …and reCAPTCHA v3's hidden frame (its script loads through 'strict-dynamic' from our nonce'd bundle).
    // …and the card provider's hosted card fields.
    `frame-src 'self' ${EMBEDDED_FORMS_ORIGIN} https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/${provider}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Headers every page response carries: no-store, unless worker/app.ts lets the service worker keep a public page (no-cache). */
export function pageHeaders(nonce: string, options: PolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce, options),
    'cache-control': 'no-store',
    ...RESPONSE_SECURITY_HEADERS,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(self)',
  }
}
