import type { ContentfulStatusCode } from 'hono/utils/http-status'

// Errors are values with the visitor's words (DESIGN §5.7). The body is always { message } (spec §8: the site
// relies on `message`), with a 4xx status that says what kind of refusal it is. An error about one input field
// also names it as `field` (spec §5: field errors are shown under the field with that id).

/** Spec §8 strings, word for word, and the other sentences more than one handler uses. */
export const MESSAGES = {
  alreadyPlaced: 'This order has already been placed',
  basketNotFound: 'Could not load shopping basket',
  incorrectFormat: 'Incorrect format.',
  correctInputs: 'Please provide Correct inputs',
  missingSelections: 'Missing required selections.',
  couponInvalid: 'This coupon is not valid for this order.',
  internal: 'There was an error processing your request. This error has been logged',
  invalidToken: 'Invalid token',
  invalidAccessToken: 'Invalid Access Token',
  tokenExpired: 'Token Expired',
  locationNotFound: 'We could not find that location.',
  menuNotFound: 'We could not find that menu.',
  productNotFound: 'That item is not on this menu.',
  notFound: 'Not found.',
} as const

export class SandboxError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** The payload field the message is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'SandboxError'
  }

  get body(): { message: string; field?: string } {
    return this.field === undefined ? { message: this.message } : { message: this.message, field: this.field }
  }
}
