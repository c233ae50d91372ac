/**
 * Where the keyboard goes once a row's button has taken the row away (Delete, a suggestion's Add): the same button of
 * the next row, else of the previous row, else the section's heading, after React has drawn the shorter list. A
 * keyboard visitor is never dropped to the page's top, and a screen reader reads where they are.
 */
export function focusAfterRemoval<Id>(
  list: readonly { id: Id }[],
  removed: Id,
  rest: readonly { id: Id }[],
  rowButtons: ReadonlyMap<Id, HTMLElement>,
  headingId: string,
): void {
  const index = list.findIndex((item) => item.id === removed)
  const remaining = (id: Id | undefined) => rest.find((item) => item.id === id)
  const next = remaining(list[index + 1]?.id) ?? remaining(list[index - 1]?.id) ?? rest[0]
  requestAnimationFrame(() => (next ? rowButtons.get(next.id) : document.getElementById(headingId))?.focus())
}
