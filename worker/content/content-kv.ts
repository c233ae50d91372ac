// The KV operations the content code uses, as structural types. The Workers binding satisfies them, and so
// does a small in-memory fake in Node (the sync bench), which need not know the Workers types.

interface ContentKvReader {
  get(key: string, type: 'text'): Promise<string | null>
  /** A bulk read: up to 100 keys, one KV operation. */
  get(keys: string[], type: 'text'): Promise<Map<string, string | null>>
}

export interface ContentKvWriter extends ContentKvReader {
  put(key: string, value: string, options?: { expirationTtl?: number; metadata?: unknown }): Promise<void>
}

/** Keys per bulk read, the binding's maximum. */
export const KV_BULK_READ_LIMIT = 100

/**
 * KV operations one Worker invocation may make (Cloudflare's limit is 1,000; a bulk read counts once).
 * The sync keeps a margin for the lease and logging paths around it.
 */
export const KV_OPERATIONS_PER_INVOCATION = 950
