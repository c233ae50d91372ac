import { useEffect } from 'react'
import { subscribe } from 'valtio'
import { endMemberSession } from './member-session.ts'
import { accessTokenExpiry } from './member-token-expiry.ts'
import type { ClientStore } from './store.ts'

// Timers run late in a background tab, and never past this; a later expiry is waited for in steps.
const MAX_TIMER_MS = 60 * 60 * 1000

/**
 * Signs the member out on this device the moment the access token expires while the page stays open (persistence.ts
 * does the same on restore), so a member who walks away from a shared computer leaves nothing of theirs on screen.
 */
export function useSessionExpiry(store: ClientStore): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let watched = store.userToken
    const watch = () => {
      clearTimeout(timer)
      // A token that gives only `expires_in` counts it from when this page got it.
      const expiry = watched ? accessTokenExpiry(watched, Date.now()) : null
      if (expiry === null) return
      const check = () => {
        const wait = expiry - Date.now()
        if (wait <= 0) endMemberSession(store)
        else timer = setTimeout(check, Math.min(wait, MAX_TIMER_MS))
      }
      check()
    }
    watch()
    const stop = subscribe(store, () => {
      if (store.userToken === watched) return
      watched = store.userToken
      watch()
    })
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [store])
}
