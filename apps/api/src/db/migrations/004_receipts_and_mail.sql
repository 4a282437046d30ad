-- Donor receipts and the mails of a confirmation (PRODUCT.md §12.4): a view key per donation, an outbox
-- written in the confirmation's own transaction, and the claim of each creator's daily digest.

-- Opens the donation's receipt page without logging in; random, never derived from the id.
ALTER TABLE donations ADD COLUMN receipt_key uuid NOT NULL DEFAULT gen_random_uuid();

-- The daily digest reads one Cairo day of confirmations across all campaigns.
CREATE INDEX donations_confirmed_at ON donations (confirmed_at) WHERE status = 'confirmed';

-- Mails to send. A row is written in the same transaction as what it reports, so a rollback sends
-- nothing and a crash after the commit loses nothing. A sender claims a row by raising attempts and
-- moving next_attempt_at past the time a send may take; sent_at is also set when there was no one
-- left to mail (last_error then says why).
CREATE TABLE mail_outbox (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('receipt', 'campaign_visible', 'daily_digest')),
  payload          jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  last_error       text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- One digest per campaign and Cairo day, however many api instances try to send it.
CREATE TABLE campaign_digests (
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  day          date NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, day)
);
