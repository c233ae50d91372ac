import type { GeoPoint } from './geo.ts'

/** The visitor's approximate position from the edge (Cloudflare request metadata): no permission prompt needed. */
export interface VisitorGeo extends GeoPoint {
  city?: string
  postalCode?: string
  /** The country the edge places the visitor in, as lower-case ISO 3166 letters (`us`, `ca`). */
  country?: string
}

/** Reads the edge's request metadata; null when it is absent or not a usable position. */
export function visitorGeoFrom(cf: Record<string, unknown> | undefined): VisitorGeo | null {
  if (!cf) return null
  const latitude = Number(cf.latitude)
  const longitude = Number(cf.longitude)
  if (cf.latitude === undefined || cf.longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  return {
    latitude,
    longitude,
    ...(typeof cf.city === 'string' && cf.city ? { city: cf.city } : {}),
    ...(typeof cf.postalCode === 'string' && cf.postalCode ? { postalCode: cf.postalCode } : {}),
    ...(typeof cf.country === 'string' && /^[A-Z]{2}$/.test(cf.country) ? { country: cf.country.toLowerCase() } : {}),
  }
}
