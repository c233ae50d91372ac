/** Where the browser sends its Core Web Vitals (worker/vitals/): its own file, so the browser's reporter needs no zod. */
export const VITALS_PATH = '/_vitals'
