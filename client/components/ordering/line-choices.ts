/** A line's choices as the visitor picked them ("Full Stack (5), Strawberry Topping"), or '' when it has none. */
export function lineChoices(line: { choices?: readonly { name?: string | undefined }[] | undefined }): string {
  return (line.choices ?? [])
    .map((choice) => choice.name ?? '')
    .filter(Boolean)
    .join(', ')
}
