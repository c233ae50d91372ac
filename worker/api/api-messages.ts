import { BOT_CHECK_PREFIX, CONNECTION_MESSAGE, INVALID_ACCESS_TOKEN, TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// Every answer the proxy writes itself. The trouble and connection texts and the token error are the error
// catalogue's (shared/error-messages.ts); the rest are written for a visitor, since the error modal shows any
// `message` it receives.

export const API_MESSAGES = {
  /** The upstream failed or answered something unreadable. */
  trouble: TROUBLE_MESSAGE,
  /** The upstream did not answer in time, or could not be reached. */
  connection: CONNECTION_MESSAGE,
  /** A token error: the client signs the visitor out, which is right for a member call without a token. */
  missingToken: INVALID_ACCESS_TOKEN,
  missingResetToken: 'This password reset link is not valid.',
  invalidPath: 'Invalid API path.',
  unknownCall: 'Unknown API call.',
  wrongMethod: 'This API call does not accept that method.',
  // Begins like the browser's bot-check failures ('ReCaptcha error: …') so the visitor recognises it.
  botCheck: `${BOT_CHECK_PREFIX}: We could not verify that you are not a robot. Please try again.`,
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  tooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  noBody: 'This API call takes no request body.',
  noQuery: 'This API call takes no query parameters.',
  repeatedQuery: (name: string) => `The query parameter ${name} is given more than once.`,
} as const
