-- Who may claim an order and who owns a sign-in: one phone number per member, proof of having placed a guest
-- order (its claim token), and changes of the sign-in email that wait for the new address to confirm.
--
-- Same conventions as 0001 and 0002: instants are epoch milliseconds, statements end with ";" at the end of a line,
-- whole-line comments only, every token stored as its SHA-256.

-- A phone number belongs to one member. Where two already share one (phones were not unique before), the member
-- who joined first keeps it and the later ones are left without a phone: they sign in with their email, as they
-- already had to while the number was shared.
UPDATE members SET phone = '' WHERE EXISTS (
  SELECT 1 FROM members AS earlier
  WHERE earlier.phone = members.phone
    AND (earlier.created_at < members.created_at OR (earlier.created_at = members.created_at AND earlier.id < members.id))
);
CREATE UNIQUE INDEX IF NOT EXISTS members_one_per_phone ON members (phone) WHERE phone <> '';

-- The proof of having placed a guest order: submit hands its token to the browser that placed it, and only a
-- sign-in or sign-up carrying it attaches the order. One use, short-lived. consumed_by is the nonce of the request
-- that used it.
CREATE TABLE IF NOT EXISTS order_claims (
  token_hash TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  consumed_by TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS order_claims_by_order ON order_claims (order_id);

-- A change of the sign-in email: asked for with the current password, confirmed by a link to the new address
-- (confirm_hash, until expires_at), and undone by a link to the old one (undo_hash, until undo_expires_at). Only the
-- latest request of a member can be confirmed.
CREATE TABLE IF NOT EXISTS email_changes (
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  old_email TEXT NOT NULL,
  new_email TEXT NOT NULL,
  confirm_hash TEXT NOT NULL UNIQUE,
  undo_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  undo_expires_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  -- Set when the change can no longer be confirmed: undone, replaced by a newer request, or overtaken.
  closed_at INTEGER,
  undone_at INTEGER,
  -- The nonce of the request that confirmed or undid it: that request's other statements run only if it was theirs.
  consumed_by TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS email_changes_by_member ON email_changes (member_id);
CREATE INDEX IF NOT EXISTS order_events_by_order ON order_events (order_id, at);
