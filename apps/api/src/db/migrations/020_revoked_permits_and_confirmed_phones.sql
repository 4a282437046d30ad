-- Issue 34, holes 1 and 3 (docs/decisions/026).
--
-- 1. A revoked permit stops what it allowed. Revoking cancels the charity's pending donations in the same
-- transaction, recorded as 'permit_revoked' events (by no staff member); money a bank or the gateway takes
-- afterwards for such a donation is recorded as 'refund_due' and given back (the gateway's refund, void, or
-- the expiry of an unpaid kiosk reference), the return itself as 'refunded' or 'voided'. The gateway
-- transaction that brought such money is recorded with the result 'refund-due' (paid) or 'void-due' (a kiosk
-- reference issued after the revocation): pay acts on it and asks again until the gateway reports it done.
ALTER TABLE donation_events
  DROP CONSTRAINT donation_events_action_check,
  ADD CONSTRAINT donation_events_action_check CHECK (action IN (
    'contacted', 'collected', 'failed', 'cancelled', 'refunded', 'voided', 'permit_revoked', 'refund_due')),
  DROP CONSTRAINT donation_events_by_staff,
  ADD CONSTRAINT donation_events_by_staff
    CHECK ((staff_id IS NULL) = (action IN ('refunded', 'voided', 'permit_revoked', 'refund_due')));

ALTER TABLE gateway_transactions
  DROP CONSTRAINT gateway_transactions_result_check,
  ADD CONSTRAINT gateway_transactions_result_check CHECK (result IN (
    'confirmed', 'failed', 'reference-kept', 'reversed', 'unchanged', 'refund-due', 'void-due'));

-- 3. A phone receives a schedule's nightly texts only once it confirmed them: a 6-digit code sent to it in one
-- text message (kept here as an HMAC, never as typed), entered on the schedule's page, or the code or «نعم»
-- sent back from that phone. Schedules set up before this migration start unconfirmed too: a number typed
-- by a stranger must not keep receiving texts because it was typed earlier.
ALTER TABLE giving_schedules
  ADD COLUMN phone_confirmed_at timestamptz,
  ADD COLUMN phone_code_hash text CONSTRAINT giving_schedules_phone_code CHECK (phone_code_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN phone_code_expires_at timestamptz,
  -- wrong codes typed against the current one: at 5 it stops working (a new one must be sent)
  ADD COLUMN phone_code_tries smallint NOT NULL DEFAULT 0 CHECK (phone_code_tries BETWEEN 0 AND 5),
  ADD CONSTRAINT giving_schedules_phone_code_expiry CHECK (
    (phone_code_hash IS NULL) = (phone_code_expires_at IS NULL));
-- the schedules aimed at one phone (at most a few may be live at once)
CREATE INDEX giving_schedules_phone ON giving_schedules (msisdn) WHERE msisdn IS NOT NULL AND status <> 'cancelled';

-- the one text that asks a phone to confirm, about its schedule (no night)
ALTER TABLE sms_outbox
  DROP CONSTRAINT sms_outbox_kind_check,
  ADD CONSTRAINT sms_outbox_kind_check CHECK (kind IN ('receipt', 'schedule_night_link', 'schedule_phone_code')),
  DROP CONSTRAINT sms_outbox_subject,
  ADD CONSTRAINT sms_outbox_subject CHECK (
    (kind = 'receipt' AND donation_id IS NOT NULL)
    OR (kind = 'schedule_night_link' AND schedule_id IS NOT NULL AND night IS NOT NULL)
    OR (kind = 'schedule_phone_code' AND schedule_id IS NOT NULL AND night IS NULL));

-- a reply that confirmed a schedule's texts is kept as such, like a donation by text message
ALTER TABLE sms_messages
  DROP CONSTRAINT sms_messages_outcome_check,
  ADD CONSTRAINT sms_messages_outcome_check CHECK (outcome IN ('donation', 'ignored', 'phone_confirmed'));
