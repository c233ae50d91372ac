// Gift cards the sandbox knows, for demos and manual testing (tests create their own). Balances are only set when a
// card is first inserted, so spending one survives a re-seed. Documented in docs/testing.md (Test data in the sandbox).
export const TEST_GIFT_CARDS: readonly { number: string; pin: string; balanceCents: number }[] = [
  { number: '6006491000000001', pin: '1234', balanceCents: 5_000 },
  { number: '6006491000000002', pin: '2345', balanceCents: 1_000 },
  { number: '6006491000000003', pin: '3456', balanceCents: 0 },
  { number: '6006491000000004', pin: '4567', balanceCents: 100_000 },
]
