// One gate for every gift-card guess: whatever the call, a body that carries a gift card's PIN is a guess at it, so
// it passes the bot-check and the gift-card limiter before it reaches the upstream. The balance check asks for
// both in the call table; order submit (paying by gift card) and any call added later are caught here by what they
// carry, not by their name, so no path to the PIN is left unguarded.

/** The field a gift card's PIN travels in, in every payload of the call table. */
const PIN_FIELD = 'pin'

/** True when the validated body holds a gift-card PIN anywhere in it (own properties only). */
export function carriesGiftCardPin(body: unknown): boolean {
  if (Array.isArray(body)) return body.some(carriesGiftCardPin)
  if (typeof body !== 'object' || body === null) return false
  return Object.entries(body).some(([key, value]) => key === PIN_FIELD || carriesGiftCardPin(value))
}
