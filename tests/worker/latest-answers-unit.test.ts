import { describe, expect, it } from 'vitest'
import { latestAnswers } from '../../client/state/latest-answers.ts'

describe('latestAnswers', () => {
  it('applies answers in the order they arrive when they were asked in that order', () => {
    const answers = latestAnswers()
    const first = answers.ask()
    const second = answers.ask()
    expect(answers.take(first)).toBe(true)
    expect(answers.take(second)).toBe(true)
  })

  it('drops an answer to an older question that lands after a newer one', () => {
    const answers = latestAnswers()
    const older = answers.ask()
    const newer = answers.ask()
    expect(answers.take(newer)).toBe(true)
    expect(answers.take(older)).toBe(false)
  })

  it('drops every read sent before a change the visitor made, and takes the ones sent after it', () => {
    const answers = latestAnswers()
    const beforeCancel = answers.ask()
    answers.changed()
    expect(answers.take(beforeCancel)).toBe(false)
    const afterCancel = answers.ask()
    expect(answers.take(afterCancel)).toBe(true)
  })

  it('takes an answer once', () => {
    const answers = latestAnswers()
    const question = answers.ask()
    expect(answers.take(question)).toBe(true)
    expect(answers.take(question)).toBe(false)
  })
})
