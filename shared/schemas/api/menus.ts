import { z } from 'zod'
import { dateOrDateTimeSchema } from './common.ts'

/** GET menus/{id}/times: the ordering calendar between two instants (our choice: ISO dates or date-times). */
export const menuTimesQuerySchema = z
  .strictObject({ from: dateOrDateTimeSchema, to: dateOrDateTimeSchema })
  .refine((range) => Date.parse(range.from) <= Date.parse(range.to), { message: 'The time range must start before it ends.', path: ['to'] })
