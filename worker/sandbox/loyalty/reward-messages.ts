// The loyalty refusals a visitor can act on. Upstream-notes fix the rules (one reward per basket; a reward and a
// coupon don't combine); the words are ours, each saying what to do next.
export const REWARD_MESSAGES = {
  onePerOrder: 'Only one reward can be used per order.',
  rewardWithCoupon: "A reward can't be combined with a coupon. Please remove the coupon to use your reward.",
  couponWithReward: "A coupon can't be combined with a reward. Please remove the reward to use a coupon.",
  used: 'This reward has already been used. Please remove it from your order.',
  signInToUse: 'Please sign in to use your reward.',
  notAvailable: 'We could not find that reward, or it has already been used.',
  notOnOrder: 'That reward is not on this order.',
  unknownReward: 'We could not find that reward.',
  priceChanged: 'The points for this reward have changed. Please refresh your rewards and try again.',
  notEnoughPoints: (needed: number, have: number) => `This reward needs ${needed} points; you have ${have}.`,
  unknownReferral: (code: string) => `We could not find the referral code ${code}.`,
  ownReferral: "You can't use your own referral code.",
} as const
