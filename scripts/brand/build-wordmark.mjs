// Draws the Perkins wordmark and favicon as SVG paths from the brand fonts (Fontsource, OFL), once, so the site
// ships letterforms that look the same everywhere and need no font to render.
// Run: node scripts/brand/build-wordmark.mjs  (writes public/images/brand/perkins-wordmark.svg and public/favicon.svg)
import { readFileSync, writeFileSync } from 'node:fs'
import opentype from 'opentype.js'

const { parse } = opentype

const font = (path) => parse(new Uint8Array(readFileSync(path)).buffer)
const display = font('node_modules/@fontsource/fraunces/files/fraunces-latin-900-italic.woff')
const text = font('node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff')

const CREAM = '#fff6e3'
const GOLD = '#f6b82b'
const NAVY = '#0b2d5b'

// "Perkins" in Fraunces Black Italic, the line "RESTAURANT & BAKERY" letter-spaced beneath a gold rule.
const wordSize = 72
const measure = display.getPath('Perkins', 0, 60, wordSize).getBoundingBox()
const wordWidth = measure.x2 - measure.x1
const tag = 'RESTAURANT & BAKERY'
const tagSize = 13.5
const tracking = 2.6
const advance = (ch) => (text.charToGlyph(ch).advanceWidth * tagSize) / text.unitsPerEm
const tagWidth = [...tag].reduce((sum, ch) => sum + advance(ch) + tracking, -tracking)
const width = Math.ceil(Math.max(wordWidth, tagWidth) + 4)
const word = display.getPath('Perkins', -measure.x1 + (width - wordWidth) / 2, 60, wordSize).toPathData(1)
const tagX = (width - tagWidth) / 2
let x = tagX
let tagPath = ''
for (const ch of tag) {
  tagPath += text.charToGlyph(ch).getPath(x, 88, tagSize).toPathData(1)
  x += advance(ch) + tracking
}
const top = Math.floor(measure.y1) - 2
const height = 94 - top
const rule = `M${tagX.toFixed(1)} 73.6h${tagWidth.toFixed(1)}`
writeFileSync(
  'public/images/brand/perkins-wordmark.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Perkins Restaurant &amp; Bakery">` +
    `<path fill="${CREAM}" d="${word}"/><path stroke="${GOLD}" stroke-width="2.2" d="${rule}"/><path fill="${GOLD}" d="${tagPath}"/></svg>\n`,
)

// The favicon: the wordmark's italic P, cream on navy, ringed in gold.
const p = display.getPath('P', 0, 0, 44)
const box = p.getBoundingBox()
const pPath = display.getPath('P', 32 - (box.x1 + box.x2) / 2, 32 - (box.y1 + box.y2) / 2, 44).toPathData(1)
writeFileSync(
  'public/favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${NAVY}"/><rect x="4" y="4" width="56" height="56" rx="11" fill="none" stroke="${GOLD}" stroke-width="2.5"/><path fill="${CREAM}" d="${pPath}"/></svg>\n`,
)
console.log(`wordmark ${width}×${height}`)
