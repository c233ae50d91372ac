/** What the server embeds in the page for the browser: the router's loader data and the environment name. */
export interface PageBootstrap {
  environment: string
  /** The site's clock to the minute when the server rendered the page: what its times were drawn from. */
  renderMinute: number
  /** The public reCAPTCHA v3 site key; null where the browser sends development bot-check tokens. */
  recaptchaSiteKey: string | null
  /** The GA4 measurement id (GA4_MEASUREMENT_ID); null, no analytics script ever loads. */
  analyticsId?: string | null
  /** The card provider's checkout script and public environment key; null, checkout cannot take cards. */
  checkout?: { scriptUrl: string; environmentKey: string } | null
  router: {
    loaderData: Record<string, unknown>
    actionData: Record<string, unknown> | null
    errors: Record<string, unknown> | null
  }
}

export const BOOTSTRAP_ELEMENT_ID = 'page-bootstrap'
