// A form sent before the page's scripts have run (a slow phone, a password manager that fills and submits at once)
// reaches the Worker as a plain POST. The page answers it as a working page: the same screen, the non-secret fields
// typed so far filled back in, and a line saying to press the button again. Nothing is stored or sent upstream.
// The Worker tells the page's action what it refused before the action runs, in one header of its own.

/** Set only by the Worker (it drops any a visitor sends): 'too-large' or 'method-not-allowed'. */
export const EARLY_POST_REFUSAL_HEADER = 'x-perkins-early-post-refusal'

/** An early POST's body limit: a sign-up form is well under 2 KB. */
export const EARLY_POST_MAX_BYTES = 16 * 1024

export type EarlyPostRefusal = 'too-large' | 'method-not-allowed'
