import { devBotCheckToken } from '../../shared/api-calls.ts'

// A bot-check token for the calls spec §6 names (here: the gift-card balance). With reCAPTCHA v3 on the page
// (`grecaptcha` and a site key in <meta name="recaptcha-site-key">) it asks reCAPTCHA, action login; in development
// and test the edge takes a one-time development token instead (README: bot-check).

type Recaptcha = { ready: (callback: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> }

export async function botCheckToken(environment: string): Promise<string | null> {
  const recaptcha = (window as Window & { grecaptcha?: Recaptcha }).grecaptcha
  const siteKey = document.querySelector<HTMLMetaElement>('meta[name="recaptcha-site-key"]')?.content
  if (recaptcha && siteKey) {
    return new Promise((resolve) => recaptcha.ready(() => void recaptcha.execute(siteKey, { action: 'login' }).then(resolve, () => resolve(null))))
  }
  if (environment === 'development' || environment === 'test') return devBotCheckToken(crypto.randomUUID().replaceAll('-', ''))
  return null
}
