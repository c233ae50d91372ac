#!/usr/bin/env node
// Project rules the compiler cannot see (DESIGN §5). Prints each violation as file:line and exits 1 if any.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, basename } from 'node:path'

const ROOTS = ['client', 'worker', 'shared', 'tests', 'scripts']
const SOURCE = /\.(ts|tsx|mjs)$/
const GENERATED = new Set(['worker-configuration.d.ts', 'lint.mjs'])
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) continue
    if (statSync(path).isDirectory()) yield* files(path)
    else if (SOURCE.test(name) && !GENERATED.has(name)) yield path
  }
}

const problems = []
const report = (file, line, message) => problems.push(`${relative(process.cwd(), file)}:${line}: ${message}`)

for (const root of ROOTS) {
  for (const file of files(root)) {
    const name = basename(file)
    if (!KEBAB.test(name)) report(file, 1, 'file names are kebab-case')
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((text, index) => {
      const line = index + 1
      if (/\b(it|test|describe)\.only\(/.test(text)) report(file, line, '.only( would silently skip the rest of the suite')
      if (/(:\s*any\b|<any>|\bas any\b)/.test(text) && !/\/\/|\/\*/.test(text)) report(file, line, '`any` needs a comment saying why')
      if (file.startsWith('client') && /^import\s+(?!type\b)[^'"]*from\s+['"](\.\.\/)+worker\//.test(text)) {
        report(file, line, 'client code imports worker code only as types')
      }
      if (file.startsWith('shared') && /from\s+['"](\.\.\/)+(client|worker)\//.test(text)) report(file, line, 'shared/ depends on neither side')
      if (/^client\/(components|routes)\//.test(file.replaceAll('\\', '/')) && /\bfetch\(/.test(text)) {
        report(file, line, 'components call the typed API client, never fetch()')
      }
    })
  }
}

if (problems.length) {
  console.error(problems.join('\n'))
  console.error(`\n${problems.length} lint problem(s)`)
  process.exit(1)
}
console.log('lint: no problems')
