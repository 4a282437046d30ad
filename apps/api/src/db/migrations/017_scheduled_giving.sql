-- Giving on the nights that matter, in the deceased's name (docs/decisions/020). A donor sets once "N EGP
-- every night of Ramadan's last ten / on the 27th night / every Friday / on the Hijri anniversary" to one
-- campaign; each due night becomes one ordinary donation (pending, then confirmed through the one
-- confirmation path), so totals, lists and receipts need nothing new.

CREATE TABLE giving_schedules (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id      bigint NOT NULL REFERENCES campaigns (id),
  user_id          bigint REFERENCES users (id) ON DELETE SET NULL,
  donor_name       text NOT NULL CHECK (length(donor_name) BETWEEN 1 AND 100),
  -- every night's mail (and its self-service links) goes here; erased with a deleted account's data
  email            text,
  -- wallet and kiosk schedules: the night's one-tap link also goes by SMS to this number
  msisdn           text,
  hide_data        boolean NOT NULL DEFAULT false,
  -- last_ten: the nights of the 21st to the last of Ramadan; night_27: the 27th night only;
  -- fridays: every Friday (Cairo); anniversary: the Hijri anniversary of the death
  pattern          text NOT NULL CHECK (pattern IN ('last_ten', 'night_27', 'fridays', 'anniversary')),
  -- piasters per night; the donation minimum holds for each night
  amount           bigint NOT NULL CHECK (amount >= 10000),
  -- 2 card (charged by the bank on a stored agreement), 4 wallet or 5 kiosk (a one-tap link each night)
  type             smallint NOT NULL CHECK (type IN (2, 4, 5)),
  -- setup: a card schedule waiting for the bank's verification of the card; active; paused; cancelled
  status           text NOT NULL DEFAULT 'setup'
                   CHECK (status IN ('setup', 'active', 'paused', 'cancelled')),
  -- the last night planned at the set-up (fridays: the donor's own end, at most a year ahead);
  -- the schedule's nights are those of its pattern from its set-up day to here (nightsOfSchedule)
  ends_on          date NOT NULL,
  -- card: the agreement the first, cardholder-initiated verification made with the bank, the gateway's
  -- token for the card and how the donor recognises it (masked number), the bank's verification order
  merchant_id      text,
  agreement_id     text CONSTRAINT giving_schedules_agreement UNIQUE,
  card_token       text,
  card_label       text,
  setup_order_id   text CONSTRAINT giving_schedules_setup_order UNIQUE,
  setup_session_id text,
  setup_session_at timestamptz,
  setup_success_indicator_hash text,
  -- SHA-256 of the token the creating browser holds until the card is verified (as for donations)
  setup_token_hash text,
  -- the set-up request's Idempotency-Key and a hash of its content: a second click makes no second schedule
  idempotency_key  text CONSTRAINT giving_schedules_idempotency UNIQUE,
  request_hash     text,
  -- bumped on every change the donor makes: a self-service link names the version it was made for
  version          integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  cancelled_at     timestamptz,
  CONSTRAINT giving_schedules_card_agreement CHECK (
    type <> 2 OR status = 'setup' OR status = 'cancelled'
    OR (agreement_id IS NOT NULL AND card_token IS NOT NULL AND merchant_id IS NOT NULL)),
  CONSTRAINT giving_schedules_cancelled_at CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX giving_schedules_campaign ON giving_schedules (campaign_id) WHERE status = 'active';
CREATE INDEX giving_schedules_user ON giving_schedules (user_id, id DESC) WHERE user_id IS NOT NULL;

-- One row per schedule and night, claimed once by whichever run gets there first (primary key), so a
-- night is charged once however many instances run or restart. A donor's "skip tonight" claims the
-- night first, as 'skipped'.
CREATE TABLE giving_nights (
  schedule_id      bigint NOT NULL REFERENCES giving_schedules (id) ON DELETE CASCADE,
  -- the Cairo calendar day whose evening the gift is given
  night            date NOT NULL,
  -- ramadan_21 … ramadan_30, friday, anniversary
  occasion         text NOT NULL CHECK (occasion ~ '^(ramadan_(2[1-9]|30)|friday|anniversary)$'),
  -- due: claimed, nothing asked of the bank yet; charging: a bank attempt is out; confirmed; failed:
  -- declined twice (the donor was mailed a link to pay by hand); link_sent: wallet/kiosk link sent;
  -- skipped: the donor skipped it
  status           text NOT NULL DEFAULT 'due'
                   CHECK (status IN ('due', 'charging', 'confirmed', 'failed', 'link_sent', 'skipped')),
  donation_id      bigint CONSTRAINT giving_nights_donation UNIQUE REFERENCES donations (id),
  -- bank attempts made (a card night is retried once)
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 2),
  next_attempt_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (schedule_id, night)
);
CREATE INDEX giving_nights_retry ON giving_nights (next_attempt_at) WHERE status IN ('due', 'charging');

-- the schedule a donation was given by: the console's "scheduled" channel, the family's night counts
ALTER TABLE donations
  ADD COLUMN schedule_id bigint REFERENCES giving_schedules (id);
CREATE INDEX donations_schedule ON donations (schedule_id) WHERE schedule_id IS NOT NULL;

ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed'));

-- a wallet or kiosk night's one-tap link also goes by SMS: to the schedule's number, not a donation's
ALTER TABLE sms_outbox
  ALTER COLUMN donation_id DROP NOT NULL,
  ADD COLUMN schedule_id bigint REFERENCES giving_schedules (id) ON DELETE CASCADE,
  ADD COLUMN night date,
  DROP CONSTRAINT sms_outbox_kind_check,
  ADD CONSTRAINT sms_outbox_kind_check CHECK (kind IN ('receipt', 'schedule_night_link')),
  ADD CONSTRAINT sms_outbox_subject CHECK (
    (kind = 'receipt' AND donation_id IS NOT NULL)
    OR (kind = 'schedule_night_link' AND schedule_id IS NOT NULL AND night IS NOT NULL)),
  ADD CONSTRAINT sms_outbox_one_per_night UNIQUE (kind, schedule_id, night);

-- A guest's consent to keep the e-mail and phone given with a schedule (PDPL), like a donor's.
ALTER TABLE consents
  ADD COLUMN schedule_id bigint REFERENCES giving_schedules (id) ON DELETE CASCADE,
  DROP CONSTRAINT consents_purpose_check,
  ADD CONSTRAINT consents_purpose_check
    CHECK (purpose IN ('registration', 'donation', 'campaign', 'dua', 'follow', 'schedule')),
  DROP CONSTRAINT consents_subject,
  ADD CONSTRAINT consents_subject CHECK (
    (purpose = 'registration' AND user_id IS NOT NULL)
    OR (purpose = 'donation' AND donation_id IS NOT NULL)
    OR (purpose = 'campaign' AND campaign_id IS NOT NULL)
    OR (purpose = 'dua' AND dua_id IS NOT NULL)
    OR (purpose = 'follow' AND follow_id IS NOT NULL)
    OR (purpose = 'schedule' AND schedule_id IS NOT NULL));
