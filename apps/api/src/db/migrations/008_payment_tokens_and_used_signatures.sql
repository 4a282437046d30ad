-- Hardening of the money path (docs/decisions/010).

-- Only the browser that created a card donation may open or settle its payment: POST /api/donations
-- hands it a random payment token once; of the token only its SHA-256 (hex) is stored, with the time
-- it stops opening payments. Cash donations have none.
ALTER TABLE donations
  ADD COLUMN payment_token_hash text CHECK (payment_token_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN payment_token_expires_at timestamptz;

-- Signed internal calls act once: the digest of every signature taken is kept until its timestamp
-- leaves the tolerance window, and a second request with the same signature is refused.
CREATE TABLE used_signatures (
  digest      text PRIMARY KEY CHECK (digest ~ '^[0-9a-f]{64}$'),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX used_signatures_expires_at ON used_signatures (expires_at);
