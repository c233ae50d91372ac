-- Saved cards gain what checkout shows and judges them by: the provider's card type (for re-entering the CVV), the
-- expiry (an expired card is not offered) and the provider's fingerprint (the same card is saved once, whatever
-- token it was given). Cards saved before this have none of them: they stay listed on the account page but are
-- not offered at checkout, whose expiry cannot be known.
ALTER TABLE member_payments ADD COLUMN card_type TEXT;
ALTER TABLE member_payments ADD COLUMN exp_month INTEGER;
ALTER TABLE member_payments ADD COLUMN exp_year INTEGER;
ALTER TABLE member_payments ADD COLUMN fingerprint TEXT;

CREATE UNIQUE INDEX IF NOT EXISTS member_payments_one_per_card ON member_payments (member_id, fingerprint);

-- The seed members' demo card is the provider sandbox's demo wallet card: a Visa ending 4242, good through 12/2030.
UPDATE member_payments SET card_type = 'visa', exp_month = 12, exp_year = 2030, fingerprint = 'demo-wallet-visa-4242'
  WHERE card_token = 'tok_visa';

-- A card saved twice before fingerprints were kept (the same brand and last four for one member): the newest stays.
DELETE FROM member_payments
  WHERE fingerprint IS NULL
    AND EXISTS (
      SELECT 1 FROM member_payments AS newer
      WHERE newer.member_id = member_payments.member_id AND newer.brand = member_payments.brand
        AND newer.last4 = member_payments.last4 AND newer.id > member_payments.id
    );
