// The seed members' data: who they are, their password, store, past orders, favourites and rewards. Pure data
// (no imports), so the sign-in benchmark and the tests can read the logins without loading the seeding code.
// seed-members.ts writes them; docs/testing.md lists the logins.

export interface SeedOrder {
  /** A name within this file only: the order's real id is drawn at seed time, as unguessable as any other. */
  key: string
  daysAgo: number
  locationId: number
  lines: readonly { productId: number; quantity: number }[]
}

export interface SeedMember {
  id: string
  email: string
  password: string
  first_name: string
  last_name: string
  phone: string
  dob: string
  zip: string
  optin: boolean
  favoriteLocation: number
  referral_code: string
  orders: readonly SeedOrder[]
  favoriteOrder?: { orderKey: string; description: string }
  /** The provider sandbox's demo wallet card (worker/pay-sandbox/payment-methods.ts), by its token. */
  savedCard?: { token: string; brand: string; last4: string; cardType: string; expMonth: number; expYear: number; fingerprint: string }
  bankedReward?: { reference: string; code: string }
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    id: 'vip-ann-lee',
    email: 'ann.lee@example.com',
    password: 'Pancakes123',
    first_name: 'Ann',
    last_name: 'Lee',
    phone: '6515550101',
    dob: '1985-04-12',
    zip: '55121',
    optin: true,
    favoriteLocation: 3510,
    referral_code: 'ANNLEE25',
    orders: [
      {
        key: 'ann-1',
        daysAgo: 21,
        locationId: 3510,
        lines: [
          { productId: 100401, quantity: 4 },
          { productId: 100101, quantity: 2 },
          { productId: 109001, quantity: 3 },
        ],
      },
      {
        key: 'ann-2',
        daysAgo: 9,
        locationId: 3510,
        lines: [
          { productId: 100101, quantity: 3 },
          { productId: 101001, quantity: 2 },
        ],
      },
      {
        key: 'ann-3',
        daysAgo: 2,
        locationId: 3510,
        lines: [
          { productId: 100401, quantity: 1 },
          { productId: 109001, quantity: 1 },
        ],
      },
    ],
    favoriteOrder: { orderKey: 'ann-1', description: 'Family breakfast' },
    savedCard: {
      token: 'tok_visa',
      brand: 'Visa',
      last4: '4242',
      cardType: 'visa',
      expMonth: 12,
      expYear: 2030,
      fingerprint: 'demo-wallet-visa-4242',
    },
    bankedReward: { reference: 'VIP-SEEDANN005', code: 'PERK-5' },
  },
  {
    id: 'vip-ben-ortiz',
    email: 'ben.ortiz@example.com',
    password: 'Hashbrowns456',
    first_name: 'Ben',
    last_name: 'Ortiz',
    phone: '6085550102',
    dob: '1992-09-30',
    zip: '53704',
    optin: false,
    favoriteLocation: 4102,
    referral_code: 'BENORT17',
    orders: [
      {
        key: 'ben-1',
        daysAgo: 5,
        locationId: 4102,
        lines: [
          { productId: 100101, quantity: 1 },
          { productId: 109001, quantity: 1 },
        ],
      },
    ],
  },
  {
    id: 'vip-cara-novak',
    email: 'cara.novak@example.com',
    password: 'Syrup789!',
    first_name: 'Cara',
    last_name: 'Novak',
    phone: '5155550103',
    dob: '2001-01-15',
    zip: '50310',
    optin: true,
    favoriteLocation: 5203,
    referral_code: 'CARANV03',
    orders: [],
  },
]
