import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  BASKET_NOT_FOUND,
  CORRECT_INPUTS,
  INCORRECT_FORMAT,
  INVALID_ACCESS_TOKEN,
  INVALID_TOKEN,
  ORDER_ALREADY_PLACED,
  TOKEN_EXPIRED,
  TROUBLE_MESSAGE,
} from '#shared/error-messages.ts'

// Errors are values with the visitor's words. The body is always { message } (the site
// relies on `message`), with a 4xx status that says what kind of refusal it is. An error about one input field
// also names it as `field` (field errors are shown under the field with that id).

/** The error catalogue's messages (shared/error-messages.ts) and the other sentences more than one handler uses. */
export const MESSAGES = {
  alreadyPlaced: ORDER_ALREADY_PLACED,
  basketNotFound: BASKET_NOT_FOUND,
  incorrectFormat: INCORRECT_FORMAT,
  correctInputs: CORRECT_INPUTS,
  missingSelections: 'Missing required selections.',
  couponInvalid: 'This coupon is not valid for this order.',
  internal: TROUBLE_MESSAGE,
  invalidToken: INVALID_TOKEN,
  invalidAccessToken: INVALID_ACCESS_TOKEN,
  tokenExpired: TOKEN_EXPIRED,
  locationNotFound: 'We could not find that location.',
  menuNotFound: 'We could not find that menu.',
  productNotFound: 'That item is not on this menu.',
  notFound: 'Not found.',
  /** Two writes to one basket crossed: the one that lost tries again, and after a few tries says so. */
  basketChanged: 'Your basket was changed somewhere else at the same time. Please try again.',
  savedCardNotFound: 'We could not find that saved card.',
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
