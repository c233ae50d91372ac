import { useEffect, useState } from 'react'
import { readPageBootstrap } from '../read-page-bootstrap.ts'
import type { CheckoutProviderConfig } from './hosted-card-fields.ts'

/**
 * The card provider's script and environment key the server put in the page (CHECKOUT_SCRIPT_URL,
 * CHECKOUT_ENVIRONMENT_KEY): null until read in the browser (the fields mount only there), and null for good when the
 * site has none configured. Read here, beside the only screens that take a card, so no other page carries it.
 */
export function useCheckoutProvider(): CheckoutProviderConfig | null | undefined {
  const [provider, setProvider] = useState<CheckoutProviderConfig | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void readPageBootstrap().then(
      (bootstrap) => live && setProvider(bootstrap.checkout ?? null),
      () => live && setProvider(null),
    )
    return () => {
      live = false
    }
  }, [])
  return provider
}
