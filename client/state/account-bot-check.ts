import { devBotCheckToken } from '#shared/api-calls.ts'
import { BOT_CHECK_ACTION } from '#shared/constants.ts'
import { BOT_CHECK_EXECUTE_FAILED, BOT_CHECK_LOAD_FAILED } from '#shared/error-messages.ts'
import { toHex } from '#shared/hex.ts'

// The invisible bot-check (reCAPTCHA v3, action login) whose token goes in the `verify` header of signup, sign-in,
// forgot password, reset password and gift-card balance. With a site key the browser loads Google's script once,
// after hydration; without one (development and tests) each call gets a fresh development token
// `dev-bot-check-ok.<nonce>`, which the edge accepts once, exactly as siteverify accepts a real token once.

export class BotCheckError extends Error {}

interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'

let loading: Promise<Grecaptcha> | null = null

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => {
      const grecaptcha = window.grecaptcha
      if (!grecaptcha) reject(new BotCheckError(BOT_CHECK_LOAD_FAILED))
      else grecaptcha.ready(() => resolve(grecaptcha))
    }
    script.onerror = () => {
      // Forget the failure, so the next submit tries the network again.
      loading = null
      script.remove()
      reject(new BotCheckError(BOT_CHECK_LOAD_FAILED))
    }
    document.head.append(script)
  })
  return loading
}

/** Starts loading the script ahead of the first form that needs it; a failure shows when a form asks. */
export function initBotCheck(siteKey: string | null): void {
  if (siteKey) loadScript(siteKey).catch(() => undefined)
}

function randomNonce(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

/** A fresh token for one call. Throws BotCheckError with the catalogue's words when the check cannot run. */
export async function botCheckToken(siteKey: string | null): Promise<string> {
  if (!siteKey) return devBotCheckToken(randomNonce())
  const grecaptcha = await loadScript(siteKey)
  try {
    return await grecaptcha.execute(siteKey, { action: BOT_CHECK_ACTION })
  } catch {
    throw new BotCheckError(BOT_CHECK_EXECUTE_FAILED)
  }
}
