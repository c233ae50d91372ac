import { data, type LoaderFunctionArgs } from 'react-router'
import type { Globals } from '#shared/schemas/content.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { contentSourceContext } from './content-source.ts'
import { CONTENT_UNAVAILABLE_MESSAGE } from '#shared/page-error-messages.ts'
import { featureFlagsContext } from './feature-flags-context.ts'
import type { FeatureFlagSet } from '#shared/feature-flags.ts'
import type { PreorderWindow } from '#shared/schemas/preorder-window.ts'
import { promotedPreorderWindow } from '#shared/promoted-preorder-window.ts'
import { siteNow } from '#shared/site-clock.ts'

export interface RootData {
  globals: Globals
  /** The site's origin as the visitor reached it: canonical URLs and social tags are absolute. */
  origin: string
  /** The anonymous feature flags of this page load (shared/feature-flags.ts). */
  featureFlags: FeatureFlagSet
  /**
   * The holiday pre-order window promoted on this page load, decided where the page is rendered (the site's clock),
   * so the browser's own clock, maybe on another day, never makes its page disagree with the server's.
   */
  promotedPreorder: PreorderWindow | null
}

function unavailable(): never {
  throw data({ message: CONTENT_UNAVAILABLE_MESSAGE }, { status: 503 })
}

export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  try {
    const source = context.get(contentSourceContext)
    // Nothing here depends on the visitor: the page is the same for everyone and the edge may cache it. The
    // restaurants near them arrive after hydration (client/nearby-locations.ts).
    const [globals, featureFlags] = await Promise.all([source.globals(), context.get(featureFlagsContext)])
    return {
      // The windows stay on the server: the page needs only the one it promotes, and every byte here is in each page.
      globals: { ...globals, preorderWindows: [] },
      origin: new URL(request.url).origin,
      featureFlags,
      promotedPreorder: promotedPreorderWindow(globals.preorderWindows, siteNow()),
    }
  } catch (error) {
    if (error instanceof ContentUnavailable) unavailable()
    throw error
  }
}

export function notFoundLoader(): never {
  throw data(null, { status: 404 })
}

/** The /404 route's screen: never shown, since its loader always throws to the error boundary. */
export function NotFound(): null {
  return null
}
