// The KV key layout of published content. Blobs are content-addressed and immutable; a manifest names the
// blobs of one version; the pointer names the version that serves. Writers write in that order.

export const POINTER_KEY = 'content/current'
export const manifestKey = (version: string) => `content/manifest/${version}`
export const blobKey = (hash: string) => `content/blob/${hash}`
