import { z } from 'zod'
import { orderAddressSchema } from './order.ts'

// A member's saved delivery address: the order address fields plus the id that picks or deletes it
// (members/addresses). Saved only when the member asks at checkout.

export const savedAddressSchema = orderAddressSchema.extend({ id: z.number().int().positive() })
export type SavedAddress = z.infer<typeof savedAddressSchema>

/** GET members/addresses and DELETE members/addresses/{id} (our own shape): the addresses, most recently saved first. */
export const savedAddressesResultSchema = z.object({ addresses: z.array(savedAddressSchema) })
