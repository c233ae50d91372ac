-- Loyalty that cannot be farmed. Points are earned when an order is completed (picked up or delivered), never when
-- it is placed; a referral pays once per referred customer; a member's balance can never go below zero; a basket
-- never holds more than 100 lines, whichever call adds them.
--
-- Same conventions as 0001 and 0002. The two triggers are written with their inner statements on one line: the
-- runtime migrator splits on a ";" that ends a line.

-- When the order's points (and its referrer's) were settled: NULL while it is not completed yet. Orders placed
-- before this migration were settled by the old rule at placing, so they count as settled already.
ALTER TABLE orders ADD COLUMN points_settled_at INTEGER;
UPDATE orders SET points_settled_at = placed_at WHERE placed_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS orders_awaiting_points ON orders (ready_at) WHERE status = 'placed' AND points_settled_at IS NULL;

-- Each member's balance, kept by the trigger below from the ledger (the ledger stays the history; this is its sum).
-- The CHECK is what makes "never below zero" hold for every write: a debit the balance does not cover fails its
-- whole batch, whatever the code around it checked first.
CREATE TABLE IF NOT EXISTS points_balances (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  points INTEGER NOT NULL CHECK (points >= 0)
);

-- A balance the old rule left below zero (points spent, then the order cancelled) is written off, so the CHECK
-- holds from the start.
INSERT INTO points_ledger (member_id, delta, kind, created_at)
  SELECT member_id, -SUM(delta), 'reversal', CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM points_ledger GROUP BY member_id HAVING SUM(delta) < 0;
INSERT INTO points_balances (member_id, points) SELECT member_id, SUM(delta) FROM points_ledger GROUP BY member_id;

-- Every ledger row moves its member's balance. Ledger rows are written with plain INSERTs only: an outer
-- "INSERT OR IGNORE" would hand its IGNORE to this trigger's UPDATE, and a failed CHECK would be skipped silently.
CREATE TRIGGER IF NOT EXISTS points_balance_follows_ledger AFTER INSERT ON points_ledger BEGIN
  INSERT INTO points_balances (member_id, points) SELECT NEW.member_id, 0 WHERE NOT EXISTS (SELECT 1 FROM points_balances WHERE member_id = NEW.member_id); UPDATE points_balances SET points = points + NEW.delta WHERE member_id = NEW.member_id; END;

-- A referral pays once per referred customer, known by their normalised email and by their phone: the UNIQUE
-- columns refuse a second payout for either, whoever referred them and whichever basket named the code.
CREATE TABLE IF NOT EXISTS referral_payouts (
  order_id TEXT PRIMARY KEY REFERENCES orders (id),
  referrer_id TEXT NOT NULL REFERENCES members (id),
  customer_email TEXT NOT NULL UNIQUE,
  customer_phone TEXT NOT NULL UNIQUE,
  paid_at INTEGER NOT NULL
);

-- The basket's line limit, for every path that inserts lines (products, upsells, reorder, favourites): the code
-- refuses first with a sentence (orders/basket-limits.ts); this is the backstop should a path forget.
CREATE TRIGGER IF NOT EXISTS basket_line_limit BEFORE INSERT ON order_lines WHEN (SELECT COUNT(*) FROM order_lines WHERE order_id = NEW.order_id) >= 100 BEGIN
  SELECT RAISE(ABORT, 'A basket holds at most 100 items.'); END;
