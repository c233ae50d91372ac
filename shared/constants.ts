// Business constants and limits. One place, so the client, the edge and the sandbox agree.

export const DEFAULT_MENU_ID = 70405
export const HIDDEN_LOCATION_ID = 1134

export const QUANTITY_MIN = 0
export const QUANTITY_MAX = 99

export const STORE_ID_PATTERN = /^\d{3,6}$/
export const PHONE_DIGITS = 10
export const ZIP_PATTERN = /^\d{5}$/
export const PASSWORD_MIN_SIGNUP = 8

export const LOGIN_LOCKOUT_MS = 30 * 60 * 1000

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** How long each persisted client-state key lives in browser storage. */
export const STORAGE_TTL_MS = {
  location: DAY_MS,
  menu: HOUR_MS,
  order: DAY_MS,
} as const

export const CURRENCY = 'USD'

export const MODAL_CLOSE_DELAY_MS = 1000
/** How far the hero picture drifts per pixel scrolled: enough to feel depth, too little to distract. */
export const PARALLAX_FACTOR = 0.023

export const BOT_CHECK_ACTION = 'login'

export const HOME_SLUG = 'home'
