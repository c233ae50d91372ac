import { z } from 'zod'
import { STORE_ID_PATTERN } from '../constants.ts'
import { isZipOrPostalCode } from '../validation/postal-code.ts'
import { menuSchema } from './menu.ts'
import { isTimeZone } from '../store-clock.ts'

// Sunday first, so `hours[date.getDay()]` (in the store's own timezone) is that day's row.
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export const weekdaySchema = z.enum(WEEKDAYS)
export type Weekday = z.infer<typeof weekdaySchema>

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/

export const storeIdSchema = z
  .number()
  .int()
  .refine((id) => STORE_ID_PATTERN.test(String(id)), 'A store id has 3 to 6 digits.')

export const dayHoursSchema = z
  .object({
    day: weekdaySchema,
    open: z.string().regex(TIME_24H),
    close: z.string().regex(TIME_24H),
    closed: z.boolean(),
  })
  // Zero-padded HH:MM compares correctly as text; overnight hours are written as closing at 23:59
  // so the ordering calendar never has to wrap past midnight.
  .refine((h) => h.closed || h.open < h.close, { message: 'Opening time must be before closing time.', path: ['close'] })
export type DayHours = z.infer<typeof dayHoursSchema>

export const weekHoursSchema = z
  .array(dayHoursSchema)
  .length(7)
  .refine((week) => week.every((h, i) => h.day === WEEKDAYS[i]), 'Hours list every weekday once, Sunday first.')
export type WeekHours = z.infer<typeof weekHoursSchema>

// The upstream calls these candeliver / supportsdispatch / supportscurbside; pickup is always offered.
export const servicesSchema = z.object({
  delivery: z.boolean(),
  dispatch: z.boolean(),
  curbside: z.boolean(),
})
export type Services = z.infer<typeof servicesSchema>

/**
 * How a restaurant takes payment for an online order (the upstream's billing schemes): a card and a gift card online,
 * and for some, paying at the counter when the order is picked up. A location that does not say takes cards and gift
 * cards only: pay in store is offered only where the restaurant says it takes it.
 */
export const paymentKindSchema = z.enum(['creditcard', 'giftcard', 'instore'])
export type PaymentKind = z.infer<typeof paymentKindSchema>
export const paymentKindsSchema = z.array(paymentKindSchema).default(['creditcard', 'giftcard'])

const locationImageSchema = z.object({
  filename: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(1),
})

/** The countries with restaurants: the first segment of /locations/{country}/…. */
export const COUNTRIES = ['us', 'ca'] as const
export const countrySchema = z.enum(COUNTRIES)
export type Country = z.infer<typeof countrySchema>

export const locationSchema = z.object({
  id: storeIdSchema,
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  // null: the store has no online menu of its own; ordering falls back to DEFAULT_MENU_ID.
  menu_id: z.number().int().positive().nullable(),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  // A US zip ("55401") or, in Canada, a postal code as Canada Post writes it ("R3T 2H4").
  zip: z.string().refine(isZipOrPostalCode, 'A zip has 5 digits; a postal code reads A1A 1A1.'),
  country: countrySchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  restaurantType: z.string().min(1),
  review_url: z.string().min(1),
  google_business_link: z.url(),
  phone: z.string().regex(/^\d{3}-\d{3}-\d{4}$/),
  image: locationImageSchema,
  services: servicesSchema,
  payment_kinds: paymentKindsSchema,
  hours: weekHoursSchema,
  /** Holidays the restaurant is closed (its own dates, YYYY-MM-DD): no pickup or delivery is offered on them. */
  closed_dates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .max(60)
    .optional(),
  loyalty: z.boolean(),
  timezone: z.string().refine(isTimeZone, 'Unknown IANA timezone.'),
  delivery_radius_miles: z.number().nonnegative(),
})
export type Location = z.infer<typeof locationSchema>

// GET locations/{id}?withMenu embeds the menu.
export const locationWithMenuSchema = locationSchema.extend({ menu: menuSchema })
