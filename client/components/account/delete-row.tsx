/**
 * Where the keyboard goes once a row's Delete has removed it: the next row's Delete, else the previous row's, else
 * the section's heading, after React has drawn the shorter list. A keyboard visitor is never dropped to the page's
 * top, and a screen reader reads where they are.
 */
export function focusAfterDelete<Id>(
  list: readonly { id: Id }[],
  removed: Id,
  rest: readonly { id: Id }[],
  deleteButtons: ReadonlyMap<Id, HTMLElement>,
  headingId: string,
): void {
  const index = list.findIndex((item) => item.id === removed)
  const remaining = (id: Id | undefined) => rest.find((item) => item.id === id)
  const next = remaining(list[index + 1]?.id) ?? remaining(list[index - 1]?.id) ?? rest[0]
  requestAnimationFrame(() => (next ? deleteButtons.get(next.id) : document.getElementById(headingId))?.focus())
}

/** A list row's Delete, named by what it deletes, and known by its row's id to focusAfterDelete. */
export function DeleteRowButton<Id>({
  id,
  what,
  deleteButtons,
  onDelete,
}: {
  id: Id
  what: string
  deleteButtons: Map<Id, HTMLElement>
  onDelete: () => void
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      ref={(button) => {
        if (button) deleteButtons.set(id, button)
        else deleteButtons.delete(id)
      }}
      onClick={onDelete}
    >
      Delete<span className="visually-hidden">{` ${what}`}</span>
    </button>
  )
}
