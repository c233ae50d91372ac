import { describe, expect, it } from 'vitest'
import { isCurrentPage } from '#client/components/layout/site-nav-link.tsx'

describe('a navigation tab is the current page', () => {
  it('on its own path, whatever the case, its query or its fragment', () => {
    expect(isCurrentPage('/menu', '/menu', false)).toBe(true)
    expect(isCurrentPage('/Menu', '/menu', true)).toBe(true)
    expect(isCurrentPage('/menu', '/menu?store=70405#pies', true)).toBe(true)
  })

  it('below its path unless it ends there', () => {
    expect(isCurrentPage('/account/perks', '/account', false)).toBe(true)
    expect(isCurrentPage('/account/perks', '/account', true)).toBe(false)
    expect(isCurrentPage('/locations/us/mn', '/locations/', false)).toBe(true)
  })

  it('never on a path that only starts with the same letters', () => {
    expect(isCurrentPage('/menus', '/menu', false)).toBe(false)
    expect(isCurrentPage('/account-help', '/account', false)).toBe(false)
  })

  it('as the browser writes paths: spaces and accents encoded, dot segments resolved', () => {
    expect(isCurrentPage('/our%20caf%C3%A9', '/our café', false)).toBe(true)
    expect(isCurrentPage('/menu', '/order/../menu', false)).toBe(true)
  })

  it('never for an address that is not a path on this site', () => {
    for (const to of ['', '?store=1', '#pies', '//menu', 'https://example.com/menu']) expect(isCurrentPage('/menu', to, false)).toBe(false)
  })

  it('home only on home', () => {
    expect(isCurrentPage('/', '/', false)).toBe(true)
    expect(isCurrentPage('/menu', '/', false)).toBe(false)
  })
})
