-- Holiday pre-orders: a basket can be for a pickup window of a pre-order window (worker/sandbox/preorder), and each
-- restaurant's bakery can promise only so many pre-order items per pickup window.
--
-- preorder_capacity: what an operator set for a store (items per pickup window); no row means the default.
-- preorder_pickups: the ledger of one store's pickup window, created when its first order is placed, holding the
-- capacity it was created with and what is reserved. The CHECK is the guarantee: a reservation that would pass the
-- capacity fails its statement and so rolls back the whole submit batch, however many submits race for the last pies.
--
-- Same conventions as 0001–0006.

ALTER TABLE orders ADD COLUMN preorder_window TEXT;
ALTER TABLE orders ADD COLUMN preorder_pickup TEXT;
ALTER TABLE orders ADD COLUMN preorder_quantity INTEGER;

CREATE TABLE IF NOT EXISTS preorder_capacity (
  location_id INTEGER PRIMARY KEY,
  per_pickup INTEGER NOT NULL CHECK (per_pickup >= 0 AND per_pickup <= 10000),
  updated_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS preorder_pickups (
  location_id INTEGER NOT NULL,
  window_id TEXT NOT NULL,
  pickup TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  reserved INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (location_id, window_id, pickup),
  CONSTRAINT pickup_has_room CHECK (reserved >= 0 AND reserved <= capacity)
);
