import { useEffect, useRef, useState } from 'react'
import { layOutCategoriesThrough } from './use-categories-laid-out-when-idle.ts'

// The menu's sticky category bar. It marks the category the visitor is reading (aria-current) and scrolls itself
// sideways so that category's link stays in view: on a phone most of the bar is off screen.

export interface CategoryNavEntry {
  /** The id of the category's section on the page. */
  id: string
  name: string
}

/**
 * The last section whose top has passed the reading line, a third of the way down the window (never above the bar):
 * the one being read. A category link lands its section's top a little below the bar, so it counts as read too.
 */
function sectionBeingRead(entries: readonly Pick<CategoryNavEntry, 'id'>[], bar: HTMLElement): string | null {
  const line = Math.max(bar.getBoundingClientRect().bottom + 8, window.innerHeight / 3)
  let current: string | null = null
  for (const entry of entries) {
    const section = document.getElementById(entry.id)
    if (section && section.getBoundingClientRect().top <= line) current = entry.id
  }
  return current
}

/** Before the browser follows a category's link: the categories up to it get their real heights to land on. */
function layOutThrough(id: string) {
  const category = document.getElementById(id)
  if (category) layOutCategoriesThrough(category)
}

export function CategoryNav({ entries }: { entries: readonly CategoryNavEntry[] }) {
  const barRef = useRef<HTMLElement>(null)
  const [current, setCurrent] = useState<string | null>(null)
  const ids = entries.map((entry) => entry.id).join(' ')

  useEffect(() => {
    const sections = ids.split(' ').map((id) => ({ id }))
    const bar = barRef.current
    if (!bar) return
    let frame = 0
    const update = () => {
      frame = 0
      setCurrent(sectionBeingRead(sections, bar))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [ids])

  useEffect(() => {
    const list = barRef.current?.querySelector('ul')
    const link = current ? list?.querySelector<HTMLElement>(`a[href="#${current}"]`) : null
    if (!list || !link) return
    // Sideways only: scrollIntoView would also move the page under the visitor's thumb.
    const left = link.offsetLeft - list.offsetLeft
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: 'smooth' })
    }
  }, [current])

  return (
    <nav className="menu-nav" aria-label="Menu categories" ref={barRef}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} aria-current={entry.id === current ? 'true' : undefined} onClick={() => layOutThrough(entry.id)}>
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
