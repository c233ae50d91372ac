import type { Globals, LinkItem } from './schemas/content.ts'
import { multilinkHref } from './safe-link.ts'

// The site's feature flags: each one on or off for every visitor (anonymous, never per member), with a default
// that holds whenever the stored flags cannot be read in time. A flag that is off hides CMS blocks by component
// name, or routes by path (the route answers as not found and links to it leave the menus).
// No zod here: the browser imports this on first load; the stored value's schema is shared/schemas/feature-flags.ts.

interface FlagDefinition {
  default: boolean
  /** CMS block components (`component`) not rendered while the flag is off. */
  hidesBlocks?: readonly string[]
  /** Paths answering as not found (with everything below them) while the flag is off. */
  hidesRoutes?: readonly string[]
}

export const FEATURE_FLAG_DEFINITIONS = {
  embeddedForms: {
    default: true,
    hidesBlocks: ['embed_form'],
  },
  franchisingBlog: {
    default: true,
    hidesRoutes: ['/franchising/blog'],
  },
  vipPerksSignup: {
    default: true,
    hidesRoutes: ['/account/signup'],
  },
} as const satisfies Record<string, FlagDefinition>

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFINITIONS

/** What each flag is for, for the operator who turns it (`npm run flags`); kept apart so browsers never load it. */
export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlagName, string> = {
  embeddedForms: 'The CMS embedded forms (feedback, privacy requests, franchising leads): off while their host is down.',
  franchisingBlog: 'The franchising blog (/franchising/blog and its posts).',
  vipPerksSignup: 'Joining VIP Perks on /account/signup (members still sign in).',
}

export type FeatureFlags = Record<FeatureFlagName, boolean>

/** The flags and the version of the stored value they came from ('defaults' when none was read). */
export interface FeatureFlagSet {
  version: string
  flags: FeatureFlags
}

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFINITIONS) as FeatureFlagName[]

export const DEFAULT_FEATURE_FLAGS: FeatureFlagSet = {
  version: 'defaults',
  flags: Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, FEATURE_FLAG_DEFINITIONS[name].default])) as FeatureFlags,
}

const offDefinitions = (flags: FeatureFlags): FlagDefinition[] =>
  FEATURE_FLAG_NAMES.filter((name) => !flags[name]).map((name) => FEATURE_FLAG_DEFINITIONS[name])

/** Paths are matched the router's way: case-insensitive, decoded, without trailing slashes. */
function normalizePath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape cannot name a hidden route any more than the router can match it.
  }
  return path.toLowerCase().replace(/\/+$/, '') || '/'
}

/** True when an off flag hides this path or a path above it. */
export function isRouteHidden(pathname: string, flags: FeatureFlags): boolean {
  const path = normalizePath(pathname)
  return offDefinitions(flags).some((definition) =>
    (definition.hidesRoutes ?? []).some((route) => path === route || path.startsWith(`${route}/`)),
  )
}

/** True when an off flag hides CMS blocks of this component. */
export function isBlockHidden(component: unknown, flags: FeatureFlags): boolean {
  return typeof component === 'string' && offDefinitions(flags).some((definition) => (definition.hidesBlocks ?? []).includes(component))
}

const visibleLinks = (links: readonly LinkItem[], flags: FeatureFlags) =>
  links.filter((link) => {
    const href = multilinkHref(link.url)
    return !(href?.startsWith('/') && isRouteHidden(href.split(/[?#]/)[0] ?? href, flags))
  })

/** The site-wide menus without links to hidden routes. */
export function withoutHiddenLinks(globals: Globals, flags: FeatureFlags): Globals {
  if (offDefinitions(flags).every((definition) => !definition.hidesRoutes)) return globals
  return {
    ...globals,
    headerMenu: visibleLinks(globals.headerMenu, flags),
    footerMenus: {
      about: visibleLinks(globals.footerMenus.about, flags),
      resources: visibleLinks(globals.footerMenus.resources, flags),
      legal: visibleLinks(globals.footerMenus.legal, flags),
    },
  }
}
