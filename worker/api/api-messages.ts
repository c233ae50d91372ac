// Every answer the proxy writes itself. Spec §8 fixes the trouble and connection texts and the token errors; the
// rest are spec-silent and written for a visitor, since the error modal shows any `message` it receives.

export const API_MESSAGES = {
  /** Spec §8: upstream failed or answered something unreadable. */
  trouble: 'There was an error processing your request. This error has been logged',
  /** Spec §8: the upstream did not answer in time, or could not be reached. */
  connection: 'Connection Issue. Please try again.',
  /** Spec §8 token error: the client signs the visitor out, which is right for a member call without a token. */
  missingToken: 'Invalid Access Token',
  missingResetToken: 'This password reset link is not valid.',
  invalidPath: 'Invalid API path.',
  unknownCall: 'Unknown API call.',
  wrongMethod: 'This API call does not accept that method.',
  // Begins like spec §8's client-side bot-check failures ('ReCaptcha error: …') so the visitor recognises it.
  botCheck: 'ReCaptcha error: We could not verify that you are not a robot. Please try again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  tooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  noBody: 'This API call takes no request body.',
  noQuery: 'This API call takes no query parameters.',
  repeatedQuery: (name: string) => `The query parameter ${name} is given more than once.`,
} as const
