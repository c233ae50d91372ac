import { useRef, useState } from 'react'
import { addressLine, savedAddressesOf, useSavedAddresses, type SavedAddress } from '../../state/saved-addresses.ts'
import { useApi } from '../../use-api.ts'
import { DeleteRowButton } from './delete-row.tsx'
import { focusAfterRemoval } from '../layout/focus-after-removal.ts'

// The member's saved delivery addresses (members/addresses), each with Delete. Deleting needs no confirmation: an
// address is a line of text the member can save again at their next delivery. After a delete the list shows what
// the upstream says remains, a status line says what went, and focus moves to the next address's Delete (or the
// previous one's, or the section's heading when none is left) so a keyboard user is not dropped to the page's top.

interface Props {
  /** The id of the section's heading, which takes focus when the last address goes. */
  headingId: string
}

export function SavedAddresses({ headingId }: Props) {
  const api = useApi()
  const [addresses, setAddresses] = useSavedAddresses(api, true, { quiet: false })
  const [status, setStatus] = useState('')
  // One delete at a time; the buttons stay enabled (a disabled button would drop the keyboard focus).
  const deleting = useRef(false)
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>())

  async function remove(address: SavedAddress, list: readonly SavedAddress[]) {
    if (deleting.current) return
    deleting.current = true
    setStatus('')
    try {
      const answer = await api.membersAddressRemove({ id: address.id })
      if (!answer.ok) return
      const rest = savedAddressesOf(answer.data)
      setAddresses(rest)
      setStatus(`${addressLine(address)} was deleted.`)
      focusAfterRemoval(list, address.id, rest, deleteButtons.current, headingId)
    } finally {
      deleting.current = false
    }
  }

  return (
    <>
      <p role="status" className="account-status">
        {status}
      </p>
      {addresses === null ? (
        <p className="account-card__loading">Loading your saved addresses…</p>
      ) : addresses === 'unavailable' ? (
        <p>We could not load your saved addresses. Please try again later.</p>
      ) : addresses.length === 0 ? (
        <p>You have no saved addresses. Tick “Save this address” when you order delivery and it appears here.</p>
      ) : (
        <ul className="account-list">
          {addresses.map((address) => (
            <li key={address.id}>
              <span>{addressLine(address)}</span>
              <DeleteRowButton
                id={address.id}
                what={addressLine(address)}
                deleteButtons={deleteButtons.current}
                onDelete={() => void remove(address, addresses)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
