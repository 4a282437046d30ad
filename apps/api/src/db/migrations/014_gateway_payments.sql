-- Wallets, kiosk reference codes and Meeza cards through a Paymob-protocol gateway (docs/decisions/017).

-- Which of the gateway's methods a charity takes: its account at the gateway and one integration id
-- per method (null = not offered). The account's keys are settings (PAYMOB_*), never stored here.
ALTER TABLE ngos
  ADD COLUMN paymob_account text CONSTRAINT ngos_paymob_account CHECK (paymob_account ~ '^[A-Za-z0-9_-]{1,64}$'),
  ADD COLUMN wallet_integration_id integer CONSTRAINT ngos_wallet_integration CHECK (wallet_integration_id > 0),
  ADD COLUMN kiosk_integration_id integer CONSTRAINT ngos_kiosk_integration CHECK (kiosk_integration_id > 0),
  ADD COLUMN meeza_integration_id integer CONSTRAINT ngos_meeza_integration CHECK (meeza_integration_id > 0),
  ADD CONSTRAINT ngos_paymob_complete CHECK (
    paymob_account IS NOT NULL
    OR (wallet_integration_id IS NULL AND kiosk_integration_id IS NULL AND meeza_integration_id IS NULL));

-- 4 mobile wallet, 5 kiosk reference code, 6 Meeza card. 'refunded': confirmed, then refunded or
-- voided at the gateway; it keeps its confirmed_at and counts nowhere any more.
ALTER TABLE donations
  DROP CONSTRAINT donations_type_check,
  ADD CONSTRAINT donations_type_check CHECK (type IN (1, 2, 3, 4, 5, 6)),
  DROP CONSTRAINT donations_status_check,
  ADD CONSTRAINT donations_status_check
    CHECK (status IN ('pending', 'confirmed', 'failed', 'cancelled', 'refunded')),
  DROP CONSTRAINT donations_confirmed_at,
  ADD CONSTRAINT donations_confirmed_at CHECK ((status IN ('confirmed', 'refunded')) = (confirmed_at IS NOT NULL)),
  -- the gateway's order of the intention opened for the donation, and the unified checkout's key to it
  ADD COLUMN gateway_order_id text CONSTRAINT donations_gateway_order UNIQUE
    CHECK (gateway_order_id ~ '^[0-9]{1,20}$'),
  ADD COLUMN gateway_order_at timestamptz,
  ADD COLUMN gateway_intention_id text,
  ADD COLUMN gateway_client_secret text,
  -- a kiosk payment's reference code while it waits to be paid, and until when it can be
  ADD COLUMN kiosk_reference text CONSTRAINT donations_kiosk_reference CHECK (kiosk_reference ~ '^[0-9]{4,20}$'),
  ADD COLUMN kiosk_expires_at timestamptz,
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT donations_refunded_at CHECK ((status = 'refunded') = (refunded_at IS NOT NULL));

-- what the reconciliation asks the gateway about, and the gateway donations that never reached it
CREATE INDEX donations_gateway_pending ON donations (gateway_order_at)
  WHERE status = 'pending' AND type IN (4, 5, 6) AND gateway_order_id IS NOT NULL;
CREATE INDEX donations_gateway_without_order ON donations (created_at)
  WHERE status = 'pending' AND type IN (4, 5, 6) AND gateway_order_id IS NULL;

-- Every gateway transaction outcome acted on, by the gateway's transaction id: a repeated or replayed
-- callback finds its row and changes nothing.
CREATE TABLE gateway_transactions (
  transaction_id  text NOT NULL CHECK (transaction_id ~ '^[0-9]{1,20}$'),
  outcome         text NOT NULL CHECK (outcome IN ('paid', 'declined', 'pending', 'refunded', 'voided')),
  donation_id     bigint NOT NULL REFERENCES donations (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  currency        text NOT NULL,
  result          text NOT NULL CHECK (result IN ('confirmed', 'failed', 'reference-kept', 'reversed', 'unchanged')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, outcome)
);
CREATE INDEX gateway_transactions_donation ON gateway_transactions (donation_id, created_at);

-- A refund or void reported by the gateway is recorded with the staff's actions, by no staff member.
ALTER TABLE donation_events
  ALTER COLUMN staff_id DROP NOT NULL,
  DROP CONSTRAINT donation_events_action_check,
  ADD CONSTRAINT donation_events_action_check
    CHECK (action IN ('contacted', 'collected', 'failed', 'cancelled', 'refunded', 'voided')),
  ADD CONSTRAINT donation_events_by_staff CHECK ((staff_id IS NULL) = (action IN ('refunded', 'voided')));

-- The mail telling a kiosk donor their reference code, its expiry and how to pay.
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check
    CHECK (kind IN ('receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference'));

-- Text messages to send through the SMS aggregator's outbound call (receipts to donors known only by
-- their phone, SMS donors first of all), written in the transaction that decides them and sent later,
-- as mail_outbox is. One receipt per donation, however often the confirmation is retried. The phone is
-- read from the donation when the message is sent, never copied here: a deleted account's number is
-- erased from its donations and nowhere else to be found.
CREATE TABLE sms_outbox (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('receipt')),
  donation_id      bigint NOT NULL REFERENCES donations (id),
  body             text NOT NULL CHECK (length(body) BETWEEN 1 AND 480),
  created_at       timestamptz NOT NULL DEFAULT now(),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  provider_message_id text,
  last_error       text,
  CONSTRAINT sms_outbox_one_per_donation UNIQUE (kind, donation_id)
);
CREATE INDEX sms_outbox_due ON sms_outbox (next_attempt_at) WHERE sent_at IS NULL;
