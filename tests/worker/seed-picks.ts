import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { productById } from '#shared/seed/index.ts'

// The seed restaurant and dish most ordering tests use: Eagan (MN), on the default menu, and its Two-Egg Breakfast.

export const EAGAN = 3510
export const MENU = DEFAULT_MENU_ID
export const TWO_EGG = productById(MENU, 100401)!
