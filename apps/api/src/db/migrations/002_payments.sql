-- Card payments through the bank's hosted checkout, and the SMS aggregator's inbound messages.

-- The bank session of a pending card donation. The order id is kept in payment_ref; of the bank's
-- success indicator only its SHA-256 (hex) is stored, to check the browser's resultIndicator against.
ALTER TABLE donations
  ADD COLUMN payment_session_id text,
  ADD COLUMN payment_session_at timestamptz,
  ADD COLUMN success_indicator_hash text CHECK (success_indicator_hash ~ '^[0-9a-f]{64}$');

-- what the reconciliation asks the bank about: card donations left pending with a session
CREATE INDEX donations_card_pending ON donations (payment_session_at)
  WHERE status = 'pending' AND type = 2 AND payment_session_id IS NOT NULL;

-- Every inbound message, ignored ones too: the provider's message id makes a redelivery harmless.
CREATE TABLE sms_messages (
  message_id    text PRIMARY KEY CHECK (length(message_id) BETWEEN 1 AND 200),
  from_number   text NOT NULL,
  to_number     text NOT NULL,
  body          text NOT NULL,
  received_at   timestamptz,
  outcome       text NOT NULL CHECK (outcome IN ('donation', 'ignored')),
  donation_id   bigint REFERENCES donations (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sms_messages_donation CHECK ((outcome = 'donation') = (donation_id IS NOT NULL))
);
