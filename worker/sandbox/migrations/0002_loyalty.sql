-- The loyalty provider's data (VIP Perks): members and their credentials, sign-in tokens, the lockout counter,
-- one-time links (password reset, sign-in code), the outbox that stands in for email, favourite locations, the
-- points ledger, banked rewards and their use on orders, and referral codes on baskets.
--
-- Same conventions as 0001: instants are epoch milliseconds, money is integer cents, statements end with ";" at
-- the end of a line, whole-line comments only. Secrets are never stored as given: passwords as salted PBKDF2
-- hashes, every token and one-time link as its SHA-256, so a copy of this database signs nobody in.

CREATE TABLE IF NOT EXISTS members (
  id TEXT PRIMARY KEY,
  -- As the member typed it (trimmed); email_key is the lower-cased form that must be unique.
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- 10 digits, no separators; sign-in by phone works while exactly one member has it.
  phone TEXT NOT NULL,
  -- YYYY-MM-DD.
  dob TEXT NOT NULL,
  zip TEXT NOT NULL,
  optin INTEGER NOT NULL DEFAULT 0,
  -- pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64> (members/password-hash.ts). Never leaves this table.
  password_hash TEXT NOT NULL,
  -- What a friend enters on their basket (PUT orders/{id}/referrals) to earn this member referral points.
  referral_code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS members_by_phone ON members (phone);

-- Access and ordering tokens from sign-in. Expired rows stay a day, so a stale token reads
-- "Token Expired" rather than "Invalid token"; sign-in sweeps older ones.
CREATE TABLE IF NOT EXISTS member_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('access', 'ordering')),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_tokens_by_member ON member_tokens (member_id);

-- Failed sign-ins per account (or per unknown username, so a lockout reveals nothing about who is a member).
-- attempts counts sign-ins started in the window; locked_until is set on the fifth failure (30 minutes).
CREATE TABLE IF NOT EXISTS login_throttle (
  key TEXT PRIMARY KEY,
  attempts INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL,
  locked_until INTEGER
);

-- Password-reset links and one-time sign-in codes. consumed_by is the nonce of the request that used it: the
-- statements of that request's batch run only if it was theirs.
CREATE TABLE IF NOT EXISTS one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'login-code')),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  consumed_by TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS one_time_tokens_by_member ON one_time_tokens (member_id, purpose);

-- The sandbox sends no email: what it would send is kept here and shown at GET /_sandbox/outbox.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS favorite_locations (
  member_id TEXT NOT NULL REFERENCES members (id),
  location_id INTEGER NOT NULL REFERENCES locations (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, location_id)
);

-- Every change of a member's points, so the balance is a sum and nothing is counted twice: an order earns once
-- per member (the unique index), a reward is paid for once. The balance can dip below zero only when an order
-- whose points were already spent is cancelled.
CREATE TABLE IF NOT EXISTS points_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id),
  delta INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('order', 'referral', 'reversal', 'redeem')),
  order_id TEXT,
  reward_reference TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS points_by_member ON points_ledger (member_id);
CREATE UNIQUE INDEX IF NOT EXISTS points_once_per_order ON points_ledger (kind, order_id, member_id) WHERE order_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS points_once_per_reward ON points_ledger (reward_reference) WHERE reward_reference IS NOT NULL;

-- Rewards a member redeemed points for (members/redeem): a fixed amount off one order. The reference is also the
-- code shown to the member.
CREATE TABLE IF NOT EXISTS member_rewards (
  reference TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id),
  reward_code TEXT NOT NULL,
  name TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_rewards_by_member ON member_rewards (member_id);

-- A reward spent on a placed order. The primary key is what makes spending atomic: a second submit using the
-- same reward fails its whole batch. Cancelling the order deletes the row, and the reward is usable again.
CREATE TABLE IF NOT EXISTS reward_uses (
  reference TEXT PRIMARY KEY REFERENCES member_rewards (reference),
  order_id TEXT NOT NULL UNIQUE,
  used_at INTEGER NOT NULL
);

-- Referral codes entered on a basket; each referrer earns points when the basket is placed.
CREATE TABLE IF NOT EXISTS order_referrals (
  order_id TEXT NOT NULL REFERENCES orders (id),
  referrer_id TEXT NOT NULL REFERENCES members (id),
  PRIMARY KEY (order_id, referrer_id)
);

-- The reward applied to a basket (at most one, as the ordering provider allows). Not IF NOT EXISTS-able; the migrator records this
-- file's name in the same batch, so it runs once.
ALTER TABLE orders ADD COLUMN reward_reference TEXT;
