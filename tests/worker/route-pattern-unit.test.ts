import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router'
import { routePattern } from '#shared/route-pattern.ts'

const table: RouteObject[] = [
  {
    path: '/',
    children: [{ index: true }, { path: 'menu' }, { path: 'locations/:country/:state/:city/:location' }, { path: '*' }],
  },
]

describe('routePattern', () => {
  it('names the pattern a path matches, never the path itself', () => {
    expect(routePattern(table, '/')).toBe('/')
    expect(routePattern(table, '/menu')).toBe('/menu')
    expect(routePattern(table, '/locations/us/mn/eagan/eagan')).toBe('/locations/:country/:state/:city/:location')
    expect(routePattern(table, '/reset/secret-code')).toBe('/*')
    expect(routePattern(table, '/__proto__')).toBe('/*')
  })

  it('answers the same for a path seen before, and stays right past the paths it remembers', () => {
    for (let n = 0; n < 1500; n++) expect(routePattern(table, `/page-${n}`)).toBe('/*')
    expect(routePattern(table, '/menu')).toBe('/menu')
    expect(routePattern(table, '/locations/ca/on/london/london')).toBe('/locations/:country/:state/:city/:location')
  })

  it('keeps each route table’s patterns apart', () => {
    const other: RouteObject[] = [{ path: '/', children: [{ path: 'menu/:category' }] }]
    expect(routePattern(table, '/menu/pies')).toBe('/*')
    expect(routePattern(other, '/menu/pies')).toBe('/menu/:category')
  })
})
