import { useSnapshot } from 'valtio'
import type { LinkItem } from '#shared/schemas/content.ts'
import { hrefFor } from '../layout/link-item.tsx'
import { useClientStore } from '../../state/store-context.tsx'

// Joining and signing in are for visitors: wherever the content asks a signed-in member to join or sign in, she is
// shown the way to her rewards instead (once per group of links). Until the browser has restored who is signed in,
// the page shows what the server rendered (the visitor's links), so hydration matches.

const VISITOR_ONLY_PATHS = new Set(['/account/signup', '/account/signin', '/signin', '/order/signin'])
const REWARDS_PATH = '/account/perks'
export const MEMBER_REWARDS: LinkItem = { title: 'See my rewards', url: { linktype: 'url', url: REWARDS_PATH, cached_url: REWARDS_PATH } }

const pathOf = (link: LinkItem) => hrefFor(link.url)?.split(/[?#]/)[0] ?? ''
const isVisitorOnly = (link: LinkItem) => VISITOR_ONLY_PATHS.has(pathOf(link))

function forMember(links: readonly LinkItem[]): LinkItem[] {
  const kept = links.filter((link) => !isVisitorOnly(link))
  if (kept.length === links.length || kept.some((link) => pathOf(link) === REWARDS_PATH)) return kept
  return [MEMBER_REWARDS, ...kept]
}

/** The links a block shows to whoever is looking: as given for a visitor, a member's version for a member. */
export function useLinksForViewer(): (links: readonly LinkItem[]) => LinkItem[] {
  const snap = useSnapshot(useClientStore())
  const member = snap.restored && Boolean(snap.userToken)
  return (links) => (member ? forMember(links) : [...links])
}
