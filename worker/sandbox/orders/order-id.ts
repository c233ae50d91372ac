import { randomSecret } from '../members/secret-token.ts'

// A basket's id is all a guest needs to reach it, so it must be unguessable: 128 random bits (22 characters of
// base64url, inside the call table's orderId pattern), for seed orders too.
export const newOrderId = (): string => randomSecret(16)
