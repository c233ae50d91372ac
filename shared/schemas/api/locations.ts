import { z } from 'zod'
import { isZip } from '../../validation/loyalty-signup.ts'
import { queryBoolean, queryNumber } from './common.ts'
import { INCORRECT_FORMAT } from '../../error-messages.ts'

/**
 * GET locations/search (lat and lng, or address; docs/product.md, Form rules: search text needed, and for delivery also city
 * and zip). Our own names: `delivery` flags a delivery search; `city` and `zip` complete its address.
 */
export const locationSearchQuerySchema = z
  .strictObject({
    lat: queryNumber(z.number().min(-90).max(90)).optional(),
    lng: queryNumber(z.number().min(-180).max(180)).optional(),
    address: z.string().max(200).optional(),
    city: z.string().max(100).optional(),
    zip: z.string().refine(isZip, INCORRECT_FORMAT).optional(),
    delivery: queryBoolean.optional(),
  })
  .superRefine((query, ctx) => {
    const hasPoint = query.lat !== undefined && query.lng !== undefined
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'A map position needs both latitude and longitude.', path: ['lat'] })
    }
    if (!hasPoint && !query.address?.trim()) {
      ctx.addIssue({ code: 'custom', message: 'Please enter an address or zip code.', path: ['address'] })
    }
    if (query.delivery && !hasPoint && (!query.city?.trim() || !query.zip)) {
      ctx.addIssue({ code: 'custom', message: 'Please enter the city and zip code for delivery.', path: ['city'] })
    }
  })

export const locationQuerySchema = z.strictObject({ withMenu: queryBoolean.optional() })
