// Writes public/images/locations/us-states.svg: the US state outlines from us-atlas (Census cartographic
// boundaries, already projected with d3-geo's geoAlbersUsa into a 975 × 610 frame), rounded to whole pixels
// and thinned, so the /locations map costs one small cached file and no geo code at runtime.
// Run: npx node scripts/brand/build-us-map.mjs   (checks shared/us-albers.ts against d3-geo on the way)
import { readFileSync, writeFileSync } from 'node:fs'
import { geoAlbersUsa, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import { projectUsPoint } from '#shared/us-albers.ts'

const topology = JSON.parse(readFileSync('node_modules/us-atlas/states-albers-10m.json', 'utf8'))

// Our projection must agree with d3's, or the pins drift off their cities.
const d3 = geoAlbersUsa().scale(1300).translate([487.5, 305])
for (const point of [
  [-93.27, 44.98],
  [-80.19, 25.76],
  [-122.42, 37.77],
  [-71.06, 42.36],
  [-97.74, 30.27],
]) {
  const [ax, ay] = d3(point)
  const [bx, by] = projectUsPoint(point[0], point[1])
  if (Math.hypot(ax - bx, ay - by) > 0.01) throw new Error(`projection disagrees with d3-geo at ${point}: ${[ax, ay]} vs ${[bx, by]}`)
}

/** SVG path data at whole pixels, dropping points closer than `minStep` to the last one kept. */
function thinPath(geometry, minStep) {
  const raw = geoPath()(geometry) ?? ''
  let out = ''
  for (const ring of raw.split('M').filter(Boolean)) {
    const points = ring
      .replace(/Z$/, '')
      .split('L')
      .map((pair) => pair.split(',').map(Number))
    const kept = []
    for (const [x, y] of points) {
      const last = kept.at(-1)
      if (!last || Math.hypot(x - last[0], y - last[1]) >= minStep) kept.push([x, y])
    }
    if (kept.length < 3) continue
    const rounded = kept.map(([x, y]) => [Math.round(x), Math.round(y)])
    out += `M${rounded.map(([x, y], i) => (i === 0 ? `${x} ${y}` : `${x - rounded[i - 1][0]} ${y - rounded[i - 1][1]}`)).reduce((acc, part, i) => (i === 0 ? part : `${acc}l${part}`), '')}z`
  }
  return out.replace(/l/g, ' l').replace(/ l/g, 'l')
}

const land = thinPath(feature(topology, topology.objects.nation), 1.6)
const borders = thinPath(
  mesh(topology, topology.objects.states, (a, b) => a !== b),
  1.6,
).replace(/z/g, '')
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 975 610"><path d="${land}" fill="#fbf0dd" stroke="#d9c6a5" stroke-width="1.2" stroke-linejoin="round"/><path d="${borders}" fill="none" stroke="#e0cfb0" stroke-width=".9" stroke-linejoin="round"/></svg>\n`
writeFileSync('public/images/locations/us-states.svg', svg)
console.log(`us-states.svg ${svg.length} bytes`)
