/// <reference types="spreedly-iframe-browser" />

// The card provider's checkout script as this site drives it: Spreedly's iFrame API (typings from
// @types/spreedly-iframe-browser), loaded from CHECKOUT_SCRIPT_URL. Loading is the one thing here: a <script> the
// CSP allows ('strict-dynamic' from our nonce'd bundle, and the provider's origin named in script-src).

export type ProviderField = spreedly.SpreedlyField
export type ProviderPaymentMethod = spreedly.SpreedlyPaymentMethod
export type ProviderError = spreedly.SpreedlyError
export type ProviderFieldProperties = spreedly.SpreedlyFieldEventInputProperties

/** The calls we make. init takes just the two element ids (no signed init: the fields are for tokenising only). */
export interface ProviderScript extends Omit<SpreedlyPaymentFrame, 'init' | 'recache'> {
  init(environmentKey: string, options: { numberEl: string; cvvEl: string }): void
  /** The sandbox's recache takes the order the re-entered CVV is for, as tokenizeCreditCard takes it in metadata. */
  recache(fields?: { metadata?: Record<string, string> }): void
  setTitle?(field: ProviderField, title: string): void
}

/** The words the visitor reads when the script never arrives (the catalogue's script failure). */
export const SCRIPT_LOAD_FAILED = 'Failed to load script'

export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError'
}

/** The script did not arrive within the time allowed: the provider is slow, not necessarily down. */
export class ScriptTimeoutError extends Error {
  override name = 'ScriptTimeoutError'
}

declare global {
  interface Window {
    Spreedly?: ProviderScript
  }
}

let loading: Promise<ProviderScript> | null = null

/** Loads the provider's script once; a failure (or `timeoutMs` without an answer) leaves nothing behind, so a retry loads afresh. */
export function loadProviderScript(scriptUrl: string, timeoutMs: number): Promise<ProviderScript> {
  if (window.Spreedly) return Promise.resolve(window.Spreedly)
  if (loading) return loading
  const pending = new Promise<ProviderScript>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    const fail = (error: Error = new ScriptLoadError(SCRIPT_LOAD_FAILED)) => {
      clearTimeout(timer)
      script.remove()
      reject(error)
    }
    const timer = setTimeout(() => fail(new ScriptTimeoutError('The card provider did not answer in time.')), timeoutMs)
    script.addEventListener('error', () => fail(), { once: true })
    script.addEventListener(
      'load',
      () => {
        clearTimeout(timer)
        if (window.Spreedly) resolve(window.Spreedly)
        else fail()
      },
      { once: true },
    )
    document.head.appendChild(script)
  })
  loading = pending
  pending.catch(() => {
    if (loading === pending) loading = null
  })
  return pending
}
