-- The ordering provider's data: the catalog (loaded from shared/seed by db/seed-statements.ts), baskets and
-- placed orders, payments, gift cards, and the member-owned rows that orders create (favourites, saved cards and
-- addresses). Members themselves arrive with issue 6 in a later migration; until then member_id columns are plain
-- text with no foreign key, so that migration only has to add its table.
--
-- Conventions: money is integer cents; instants are epoch milliseconds (UTC); JSON columns hold the payload the
-- API serves, so a read is one row. Every statement ends with ";" at the end of a line and comments are whole-line
-- "--" comments: the runtime migrator (db/migrations.ts) splits on exactly that, like `wrangler d1 migrations`.
-- IF NOT EXISTS everywhere, so a migration that a concurrent first request already applied is harmless.

CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS locations (
  id INTEGER PRIMARY KEY,
  -- NULL: no menu of its own; ordering uses the default menu.
  menu_id INTEGER,
  state TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  timezone TEXT NOT NULL,
  delivery_radius_miles REAL NOT NULL,
  supports_delivery INTEGER NOT NULL,
  supports_dispatch INTEGER NOT NULL,
  supports_curbside INTEGER NOT NULL,
  loyalty INTEGER NOT NULL,
  -- The Location of shared/schemas/location.ts, as served, hours included (in the store's own timezone).
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS locations_by_position ON locations (latitude, longitude);

CREATE TABLE IF NOT EXISTS menus (
  id INTEGER PRIMARY KEY,
  -- The Menu of shared/schemas/menu.ts, as served.
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus (id),
  category_id INTEGER,
  name TEXT NOT NULL,
  cost_cents INTEGER NOT NULL CHECK (cost_cents >= 0),
  -- 0 once a seed no longer lists it: old baskets keep their lines, reorders drop it.
  available INTEGER NOT NULL DEFAULT 1,
  -- The Product with its option groups, as served.
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_by_menu ON products (menu_id);

CREATE TABLE IF NOT EXISTS upsells (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  -- Exactly one of the two: a percentage in basis points (10 % = 1000) or a fixed amount.
  percent_bp INTEGER,
  amount_cents INTEGER,
  min_subtotal_cents INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  CHECK ((percent_bp IS NULL) <> (amount_cents IS NULL))
);

CREATE TABLE IF NOT EXISTS tax_rates (
  state TEXT PRIMARY KEY,
  -- Parts per million (6.875 % = 68750), so tax is exact integer arithmetic.
  rate_ppm INTEGER NOT NULL CHECK (rate_ppm BETWEEN 0 AND 200000)
);

CREATE TABLE IF NOT EXISTS gift_cards (
  number TEXT PRIMARY KEY,
  pin TEXT NOT NULL,
  -- The CHECK is what makes a debit atomic: an overdraft fails the whole submit batch.
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0)
);

CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  location_id INTEGER NOT NULL REFERENCES locations (id),
  menu_id INTEGER NOT NULL REFERENCES menus (id),
  -- Set when a member submits (or reorders); issue 6's members table owns the ids.
  member_id TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'placed', 'cancelled', 'abandoned')),
  -- Bumped by every write; a write applies only at the version it read (optimistic concurrency).
  version INTEGER NOT NULL DEFAULT 0,
  -- A fresh nonce per write: the other statements of that write's batch run only if the stamp applied.
  write_token TEXT,
  handoff TEXT NOT NULL DEFAULT 'pickup' CHECK (handoff IN ('pickup', 'curbside', 'delivery', 'dispatch')),
  delivery_street TEXT,
  delivery_city TEXT,
  delivery_zip TEXT,
  delivery_latitude REAL,
  delivery_longitude REAL,
  -- JSON object of custom field id to value (curbside: make, model, color).
  custom_fields TEXT NOT NULL DEFAULT '{}',
  -- NULL means as soon as possible.
  time_wanted INTEGER,
  tip_cents INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
  coupon_code TEXT,
  -- Totals are authoritative while this equals version (validate); any later change makes them estimates again.
  validated_version INTEGER,
  subtotal_cents INTEGER,
  discount_cents INTEGER,
  tax_cents INTEGER,
  delivery_cents INTEGER,
  fees_cents INTEGER,
  total_cents INTEGER,
  ready_at INTEGER,
  placed_at INTEGER,
  cancelled_at INTEGER,
  guest_first_name TEXT,
  guest_last_name TEXT,
  guest_email TEXT,
  guest_phone TEXT,
  checkout_token TEXT,
  checkout_token_expires_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_by_member ON orders (member_id, placed_at);

CREATE TABLE IF NOT EXISTS order_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  -- The product's own price and the price of one with its choices, both as they were when added.
  base_cents INTEGER NOT NULL,
  unit_cents INTEGER NOT NULL,
  -- JSON array of { option_id, name, cost_cents }.
  choices TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS order_lines_by_order ON order_lines (order_id);

CREATE TABLE IF NOT EXISTS order_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id),
  kind TEXT NOT NULL CHECK (kind IN ('creditcard', 'giftcard', 'instore')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  -- What a receipt shows: "Visa ending 4242", "Gift card ending 0001", "Pay in store".
  description TEXT NOT NULL,
  -- Kept for refunds when a placed order is cancelled.
  gift_card_number TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS order_payments_by_order ON order_payments (order_id);

-- The analytics echo of POST orders/{id}/track, and anything else worth a trail.
CREATE TABLE IF NOT EXISTS order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS favorite_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL,
  order_id TEXT NOT NULL REFERENCES orders (id),
  description TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, order_id)
);

-- Cards a member chose to save at submit. Only the provider's token and display details, never a card number.
CREATE TABLE IF NOT EXISTS member_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL,
  card_token TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, card_token)
);

-- Delivery addresses a member has ordered to, saved at submit.
CREATE TABLE IF NOT EXISTS member_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  zip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, street, city, zip)
);
