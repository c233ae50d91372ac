import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { scriptUrls } from './home-page-bench.ts'
import { fetchText } from './page-scripts.ts'

const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** First-load JS (brotli) of the account screens: every script and modulepreload their HTML asks for. */
export async function benchAccountPages(origin: string) {
  const results: Record<string, number> = {}
  for (const path of ['/account/signup', '/account/perks']) {
    const html = await fetchText(`${origin}${path}`)
    let total = 0
    for (const url of scriptUrls(html)) total += brotli(readFileSync(resolve('dist/client', `.${url}`)))
    results[`${path}: first-load JS (brotli bytes)`] = total
  }
  return results
}
