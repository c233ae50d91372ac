import { describe, expect, it } from 'vitest'
import { rewardLabel } from '#shared/money.ts'

describe('a reward as a visitor reads it', () => {
  it('does not repeat an amount its name already says', () => {
    expect(rewardLabel('$5 off', 5)).toBe('$5 off')
    expect(rewardLabel('$6.49 off a Short Stack', 6.49)).toBe('$6.49 off a Short Stack')
  })

  it('adds what it takes off when the name does not say', () => {
    expect(rewardLabel('Free Short Stack', 6.49)).toBe('Free Short Stack ($6.49 off)')
    expect(rewardLabel('Birthday treat', 10)).toBe('Birthday treat ($10.00 off)')
  })

  it('is not fooled by a different figure that starts the same', () => {
    expect(rewardLabel('$50 off catering', 5)).toBe('$50 off catering ($5.00 off)')
  })
})
