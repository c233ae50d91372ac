import { createRequire } from 'node:module'
import type { Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin as VitePlugin } from 'vite'

// `virtual:us-zip-table`: the US part of the `zipcodes` package, encoded at build time in the compact text format
// that worker/sandbox/geo/zip-table.ts decodes (the format is described there). One Vite plugin (site build, dev,
// and Vitest, which cannot ship the package's 5 MB module to workerd in one message) and one esbuild plugin (the
// sandbox bundle Vitest runs as an auxiliary worker).

const MODULE_ID = 'virtual:us-zip-table'
const RESOLVED_ID = '\0' + MODULE_ID
const HEADER = 'us-zip-table 1'

interface ZipRecord {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}

/** The table of worker/sandbox/geo/zip-table.ts; `stateNames` maps upper-case full names to two-letter codes. */
export function encodeUsZipTable(records: readonly ZipRecord[], stateNames: Readonly<Record<string, string>>): string {
  const us = records.filter((r) => r.country === 'US' && /^\d{5}$/.test(r.zip)).sort((a, b) => Number(a.zip) - Number(b.zip))
  const cities = [...new Set(us.map((r) => `${r.city}|${r.state}`))].sort()
  const cityIndex = new Map(cities.map((city, i) => [city, i]))
  let previous = 0
  const zips = us.map((r) => {
    const zip = Number(r.zip)
    const delta = zip - previous
    previous = zip
    const city = cityIndex.get(`${r.city}|${r.state}`)!
    return [delta, Math.round(r.latitude * 1e4), Math.round(r.longitude * 1e4), city].map((n) => n.toString(36)).join(',')
  })
  const used = new Set(us.map((r) => r.state))
  const states = Object.entries(stateNames)
    .filter(([, code]) => used.has(code))
    .map(([name, code]) => `${name}=${code}`)
    .sort()
  return [HEADER, states.join(';'), cities.join(';'), zips.join(';')].join('\n')
}

let source: string | undefined

function moduleSource(): string {
  if (source === undefined) {
    const require = createRequire(import.meta.url)
    const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> }
    const { full } = require('zipcodes/lib/states.js') as { full: Record<string, string> }
    source = `export default ${JSON.stringify(encodeUsZipTable(Object.values(codes), full))}\n`
  }
  return source
}

export function usZipTableVitePlugin(): VitePlugin {
  return {
    name: 'perkins:us-zip-table',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? moduleSource() : undefined),
  }
}

export function usZipTableEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'perkins:us-zip-table',
    setup(build) {
      build.onResolve({ filter: /^virtual:us-zip-table$/ }, () => ({ path: MODULE_ID, namespace: 'us-zip-table' }))
      build.onLoad({ filter: /.*/, namespace: 'us-zip-table' }, () => ({ contents: moduleSource(), loader: 'js' }))
    },
  }
}
