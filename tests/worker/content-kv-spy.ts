import type { ContentKvWriter } from '#worker/content/content-kv.ts'

/**
 * Wraps real Miniflare KV to record every write (and optionally fail one), so tests can say exactly what a
 * sync wrote. Reads pass straight through, bulk reads included.
 */
export function spyKv(kv: KVNamespace, options: { failOnPut?: number } = {}) {
  const puts: string[] = []
  let reads = 0
  let attempts = 0
  const spy: ContentKvWriter = {
    get: ((key: string | string[], type: 'text') => {
      reads++
      return Array.isArray(key) ? kv.get(key, type) : kv.get(key, type)
    }) as ContentKvWriter['get'],
    async put(key, value, putOptions) {
      attempts++
      if (attempts === options.failOnPut) throw new Error('KV put failed: 429 Too Many Requests')
      await kv.put(key, value, putOptions)
      puts.push(key)
    },
  }
  return { kv: spy, puts, reads: () => reads }
}
