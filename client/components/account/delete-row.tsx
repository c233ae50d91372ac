/** A list row's Delete, named by what it deletes, and known by its row's id to focusAfterRemoval (../layout/focus-after-removal.ts). */
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
