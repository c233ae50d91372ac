import { createContext } from 'react-router'
import type { VisitorGeo } from '#shared/visitor-geo.ts'

/** The visitor's approximate position, read at the edge (shared/visitor-geo.ts), for the loaders. */
export const visitorGeoContext = createContext<VisitorGeo | null>(null)
