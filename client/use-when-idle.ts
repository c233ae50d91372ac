import { useEffect } from 'react'

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`; a moment later where there is no idle
 * callback). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`). Work that can wait for it leaves the task
 * that commits hydration, which otherwise runs every effect of the page at once and blocks a tap on a slow phone.
 */
export function useWhenIdle(task: (() => void) | null, timeoutMs = 5000) {
  useEffect(() => {
    if (!task) return
    return whenIdle(task, timeoutMs)
  }, [task, timeoutMs])
}
