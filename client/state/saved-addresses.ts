import { useEffect, useState } from 'react'
import type { SavedAddress } from '#shared/schemas/saved-address.ts'
import type { Api } from '../api.ts'

// The member's saved delivery addresses (members/addresses), as checkout offers them and the account lists them.
// Read with small guards, so the browser needs no zod; an item that is not an address is left out.

export type { SavedAddress }

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

export function savedAddressesOf(body: unknown): SavedAddress[] {
  const list = (body as { addresses?: unknown } | null | undefined)?.addresses
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    const { id, address, city, zip } = (item ?? {}) as Record<string, unknown>
    return typeof id === 'number' && isText(address) && isText(city) && isText(zip) ? [{ id, address, city, zip }] : []
  })
}

/** One line, the way checkout confirms a delivery address: "1340 Yankee Doodle Rd, Eagan 55121". */
export const addressLine = (address: { address: string; city: string; zip: string }): string =>
  `${address.address}, ${address.city} ${address.zip}`

/** Whether two addresses are the same place as typed (the sandbox keeps one saved copy of each). */
export const sameAddress = (
  a: { address: string; city: string; zip: string },
  b: { address: string; city: string; zip: string },
): boolean => a.address.trim() === b.address.trim() && a.city.trim() === b.city.trim() && a.zip === b.zip

/**
 * The member's saved addresses once read: null while loading, 'unavailable' when the read failed (`quiet` keeps that
 * failure out of the error dialog, for checkout, where the visitor simply types an address). Never asked for a guest.
 */
export function useSavedAddresses(api: Api, member: boolean, { quiet }: { quiet: boolean }) {
  const [addresses, setAddresses] = useState<SavedAddress[] | 'unavailable' | null>(null)
  useEffect(() => {
    if (!member) return
    let current = true
    void api.membersAddresses({ suppressErrors: quiet }).then((answer) => {
      if (current) setAddresses(answer.ok ? savedAddressesOf(answer.data) : 'unavailable')
    })
    return () => {
      current = false
    }
  }, [api, member, quiet])
  return [addresses, setAddresses] as const
}
