// Answers about one thing (an order's status, say) are taken in the order they were asked, not the order they
// arrive: on a slow line a read sent before the visitor cancelled can land after the cancel's answer, and it would
// show the order as it was. Each question takes a number when it is sent; an answer is the latest only if no later
// question has been answered, and a change the visitor made (the cancel's answer) outdates every read still on its
// way. What a caller does with an out-of-date answer is its own choice: drop it, or fill in only what it lacks.

export interface LatestAnswers {
  /** Numbers a question as it is sent. */
  ask(): number
  /** Whether the answer to `question` may be applied: true once, and only if nothing asked later came first. */
  take(question: number): boolean
  /** A change the visitor made has been answered: every question already sent is out of date. */
  changed(): void
}

export function latestAnswers(): LatestAnswers {
  let asked = 0
  let applied = 0
  return {
    ask: () => ++asked,
    take(question) {
      if (question <= applied) return false
      applied = question
      return true
    },
    changed() {
      applied = ++asked
    },
  }
}
