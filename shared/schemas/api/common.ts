import { z } from 'zod'
import { API_PARAM_PATTERNS } from '../../api-calls.ts'

// Building blocks of the /api payload schemas. Issues whose code is `custom` carry a visitor-facing sentence that
// names the field in words; the proxy shows those as they are and prefixes every other issue with its field path.

/** A query value arrives as text at the edge and as a number from the typed client; both parse to a number. */
export const queryNumber = <T extends z.ZodType<number, number>>(schema: T) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(schema)

/** A query flag: true/false from the typed client, 'true'/'false' in the query string. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])

/** A required text field: present, not just spaces, and of a sane length. */
export const requiredText = (message: string, max = 256) =>
  z
    .string()
    .max(max)
    .refine((value) => value.trim().length > 0, message)

export const orderIdSchema = z.string().regex(API_PARAM_PATTERNS.orderId)

/** Past and favourite orders are named by the provider's id, which is text for baskets and a number for favourites. */
export const orderRefSchema = z.union([orderIdSchema, z.number().int().positive()])

export const positiveIdSchema = z.number().int().positive()

/** Option ids as a comma list ("111,222"); empty means no choices. */
export const optionIdListSchema = z
  .string()
  .max(2048)
  .regex(/^(\d{1,12}(,\d{1,12})*)?$/)

/** A loyalty member id (our choice): the provider's opaque id, as text or a number. */
export const memberIdSchema = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().positive()])

/** ISO date (YYYY-MM-DD) or ISO date-time with offset. */
export const dateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })])
