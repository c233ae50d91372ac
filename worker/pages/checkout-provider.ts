import type { SiteConfig } from '../env.ts'
import { isLocalEnvironment, isMissingRequiredSetting } from '../required-settings.ts'

// Where the browser gets the card provider's hosted fields: CHECKOUT_SCRIPT_URL with CHECKOUT_ENVIRONMENT_KEY. In
// development and test, unset, they are the local provider sandbox's (worker/pay-sandbox/), which scripts/start.mjs
// runs on the site's port + 1000: derived from the address the page was asked on, so every local server (each
// browser-test server has its own port) finds its own. Elsewhere both are required; missing, checkout gets no
// provider and refuses cards with the trouble message, and one config-missing line names the setting.

export interface CheckoutProvider {
  scriptUrl: string
  environmentKey: string
}

/** The local provider sandbox's public environment key (worker/pay-sandbox/wrangler.toml). */
export const LOCAL_ENVIRONMENT_KEY = 'perkins-sandbox-environment'
/** The local provider sandbox listens on the site's port plus this. */
export const LOCAL_PROVIDER_PORT_OFFSET = 1000

function localScriptUrl(requestUrl: URL): string {
  const port = Number(requestUrl.port || (requestUrl.protocol === 'https:' ? 443 : 80)) + LOCAL_PROVIDER_PORT_OFFSET
  return `http://${requestUrl.hostname}:${port}/v1/iframe.js`
}

export function checkoutProvider(config: SiteConfig, requestUrl?: URL): CheckoutProvider | null {
  if (isLocalEnvironment(config)) {
    const scriptUrl = config.CHECKOUT_SCRIPT_URL ?? (requestUrl ? localScriptUrl(requestUrl) : null)
    return scriptUrl ? { scriptUrl, environmentKey: config.CHECKOUT_ENVIRONMENT_KEY ?? LOCAL_ENVIRONMENT_KEY } : null
  }
  // Both checked (and each reported) before either decides: an operator fixes them in one deploy.
  const missingScript = isMissingRequiredSetting(config, 'CHECKOUT_SCRIPT_URL')
  const missingKey = isMissingRequiredSetting(config, 'CHECKOUT_ENVIRONMENT_KEY')
  if (missingScript || missingKey || !config.CHECKOUT_SCRIPT_URL || !config.CHECKOUT_ENVIRONMENT_KEY) return null
  return { scriptUrl: config.CHECKOUT_SCRIPT_URL, environmentKey: config.CHECKOUT_ENVIRONMENT_KEY }
}

/** The origin the CSP names in script-src and frame-src: the configured script's, nothing wider. */
export const providerOrigin = (provider: CheckoutProvider | null): string | null => (provider ? new URL(provider.scriptUrl).origin : null)
