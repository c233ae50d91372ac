-- A short order number a guest can read aloud at the counter: six characters, unique per restaurant and day (the
-- restaurant's own calendar day). Baskets have none; an order gets one when it is placed. Orders placed before this
-- migration keep none and are shown by their id.
--
-- Same conventions as 0001–0004.

ALTER TABLE orders ADD COLUMN order_number TEXT;
ALTER TABLE orders ADD COLUMN order_day TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS orders_number_per_store_day ON orders (location_id, order_day, order_number) WHERE order_number IS NOT NULL;
