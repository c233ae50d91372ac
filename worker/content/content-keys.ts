// The KV key layout of published content. Blobs are content-addressed and immutable; a manifest names the
// blobs of one version; the pointer names the version that serves. Writers write in that order.

export const POINTER_KEY = 'content/current'
export const manifestKey = (version: string) => `content/manifest/${version}`
export const blobKey = (hash: string) => `content/blob/${hash}`

/**
 * An advisory lease the publish webhook takes so a burst of Storyblok events starts one sync, not dozens.
 * It expires on its own (KV's minimum TTL, 60 s); the cron ignores it, so it can only delay a sync, never lose one.
 */
export const SYNC_LEASE_KEY = 'content/sync-lease'

/** A webhook event already acted on, by the SHA-256 of its signature and body; it expires after the replay window. */
export const webhookSeenKey = (digest: string) => `content/webhook-seen/${digest}`
