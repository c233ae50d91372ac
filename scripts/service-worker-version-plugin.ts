import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const PLACEHOLDER = '__BUILD_VERSION__'

/**
 * Stamps the copied public/sw.js with a hash of the client bundle's file names (which are content hashes), so
 * every deploy that changes the client gets new service-worker caches and the old ones are deleted on activate.
 */
export function serviceWorkerVersionPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'perkins:service-worker-version',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')
    },
    writeBundle(_options, bundle) {
      const path = resolve(outDir, 'sw.js')
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12)
      const source = readFileSync(path, 'utf8')
      if (!source.includes(PLACEHOLDER)) throw new Error(`${path} has no ${PLACEHOLDER} to stamp`)
      writeFileSync(path, source.replaceAll(PLACEHOLDER, version))
    },
  }
}
