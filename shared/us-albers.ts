// The Albers equal-area conic projection of the lower 48 states exactly as d3-geo's geoAlbersUsa draws them at
// scale 1300 and translate [487.5, 305]: the frame of us-atlas's pre-projected `states-albers-10m` outlines
// (public/images/locations/us-states.svg). A dozen lines of arithmetic, so pins are placed on the server with no
// geo library at runtime. Alaska and Hawaii sit in insets this does not draw; points there return null.

const RADIANS = Math.PI / 180
const SCALE = 1300
const TRANSLATE = [487.5, 305] as const
const PARALLELS = [29.5 * RADIANS, 45.5 * RADIANS] as const
const ROTATE = 96
const CENTER = [-0.6, 38.7] as const

const sy0 = Math.sin(PARALLELS[0])
const n = (sy0 + Math.sin(PARALLELS[1])) / 2
const c = 1 + sy0 * (2 * n - sy0)
const r0 = Math.sqrt(c) / n

function raw(lambda: number, phi: number): [number, number] {
  const r = Math.sqrt(c - 2 * n * Math.sin(phi)) / n
  return [r * Math.sin(lambda * n), r0 - r * Math.cos(lambda * n)]
}

const [cx, cy] = raw(CENTER[0] * RADIANS, CENTER[1] * RADIANS)

/** [x, y] in the 975 × 610 map frame, or null outside the lower 48 (the part of the frame this projection draws). */
export function projectUsPoint(longitude: number, latitude: number): [number, number] | null {
  if (latitude < 24 || latitude > 50 || longitude < -125 || longitude > -66) return null
  const [x, y] = raw((longitude + ROTATE) * RADIANS, latitude * RADIANS)
  return [TRANSLATE[0] + SCALE * (x - cx), TRANSLATE[1] - SCALE * (y - cy)]
}

export const US_MAP_WIDTH = 975
export const US_MAP_HEIGHT = 610
