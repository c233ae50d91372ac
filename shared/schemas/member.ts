import { z } from 'zod'

// User token. The upstream returns more profile fields than the site reads; loose objects keep them.

export const userTokenSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  access: z.object({ token: z.string(), expires: z.string().optional() }),
  ordering: z.object({ access: z.object({ token: z.string() }) }),
})
export type UserToken = z.infer<typeof userTokenSchema>

export const userSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  zip: z.string().optional(),
  dob: z.string().optional(),
  loyalty: z.boolean().optional(),
  favelocations: z.array(z.looseObject({ id: z.number().int(), menu_id: z.number().int().nullable().optional() })).default([]),
})
export type User = z.infer<typeof userSchema>
