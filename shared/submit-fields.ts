// The inputs a refused order submit can name in its `field` (the upstream's error body: { message, field }), so the
// checkout screen shows the refusal beside that input whatever its words. The ordering sandbox sends them; the
// client routes by them.

export const SUBMIT_FIELDS = {
  /** The card paying (a new card's hosted fields, or a saved card's re-entered code): declined, expired, … */
  card: 'card',
  /** The gift card paying: wrong number or PIN, locked, not enough balance, used twice. */
  giftCard: 'gift_card',
  /**
   * The order's time (the picker's id): a scheduled time that has passed or left the calendar meanwhile, a holiday
   * pre-order's pickup day and time whose window closed or whose pickup filled.
   */
  pickup: 'order-time',
} as const
