-- Issue 34 (docs/decisions/027): scheduled giving's self-service links are random tokens stored hashed that
-- expire; a card schedule is charged no more than its card was verified for; a night's one-tap link gives
-- its night only with a donation of that night's amount.

-- What the card was verified for (piasters per night): set when the bank verifies the card, and again
-- when it verifies it for a raise. A card schedule that gives is never charged more a night than this.
-- raise_amount: a raise above it that the donor asked for, waiting for the bank's new verification;
-- nothing is charged at it until then (the setup_* columns then hold that verification's session).
ALTER TABLE giving_schedules
  ADD COLUMN verified_amount bigint,
  ADD COLUMN raise_amount bigint;
UPDATE giving_schedules SET verified_amount = amount
  WHERE type = 2 AND (status IN ('active', 'paused') OR (status = 'cancelled' AND card_label IS NOT NULL));
ALTER TABLE giving_schedules
  ADD CONSTRAINT giving_schedules_verified_amount CHECK (
    type <> 2 OR status IN ('setup', 'cancelled')
    OR (verified_amount IS NOT NULL AND amount <= verified_amount)),
  ADD CONSTRAINT giving_schedules_raise_amount CHECK (
    raise_amount IS NULL
    OR (type = 2 AND verified_amount IS NOT NULL AND raise_amount > verified_amount));

-- The self-service link of a schedule (/GivingSchedule/<id>?token=…): a random token in the mail or SMS,
-- its SHA-256 (hex) here. It opens that schedule's page only, until it expires; every schedule mail
-- carries a fresh one, and an expired one may ask for a new one to be mailed to the schedule's address.
CREATE TABLE giving_schedule_links (
  token_hash   text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  schedule_id  bigint NOT NULL REFERENCES giving_schedules (id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX giving_schedule_links_schedule ON giving_schedule_links (schedule_id);

-- The amount (piasters) a night was claimed with: the schedule's amount then. A one-tap link gives its
-- night only with a donation of exactly this amount; any other is an ordinary gift.
ALTER TABLE giving_nights ADD COLUMN amount bigint;
UPDATE giving_nights AS g
  SET amount = coalesce(
    (SELECT d.amount FROM donations AS d WHERE d.id = g.donation_id),
    (SELECT s.amount FROM giving_schedules AS s WHERE s.id = g.schedule_id));
ALTER TABLE giving_nights
  ALTER COLUMN amount SET NOT NULL,
  ADD CONSTRAINT giving_nights_amount CHECK (amount > 0);

-- a change of a schedule's nightly amount (and a raise the bank verified), and a new self-service link
-- asked for from an expired one, are mailed to the schedule's address
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link'));
