-- Issue 35: a reader who reserved a juz on one device marks it read from another, by a link mailed or
-- texted to the address they gave when reserving (optional). The link is an opaque random token stored
-- hashed in mail_links (migration 022, docs/decisions/028); it names one reservation, marks it read once
-- and expires with the reservation's 7 days. The address is kept only until the message is sent.

-- A reservation's own number: a link names the reservation, never its khatma and juz, so a juz released
-- after 7 days and reserved again by someone else is not the old link's (the link goes with its row).
ALTER TABLE khatma_parts ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY UNIQUE;

ALTER TABLE mail_links
  ADD COLUMN khatma_part_id bigint REFERENCES khatma_parts (id) ON DELETE CASCADE,
  DROP CONSTRAINT mail_links_purpose_check,
  ADD CONSTRAINT mail_links_purpose_check
    CHECK (purpose IN ('updates_unsubscribe', 'follow_unsubscribe', 'follow_confirm', 'khatma_read')),
  DROP CONSTRAINT mail_links_target,
  ADD CONSTRAINT mail_links_target CHECK (
    (purpose = 'updates_unsubscribe' AND campaign_id IS NOT NULL AND email IS NOT NULL)
    OR (purpose = 'follow_unsubscribe' AND follow_id IS NOT NULL AND occasion IS NOT NULL)
    OR (purpose = 'follow_confirm' AND follow_id IS NOT NULL AND choices <> '{}'::jsonb)
    OR (purpose = 'khatma_read' AND khatma_part_id IS NOT NULL)),
  DROP CONSTRAINT mail_links_expiry,
  ADD CONSTRAINT mail_links_expiry
    CHECK ((purpose IN ('follow_confirm', 'khatma_read')) = (expires_at IS NOT NULL));
CREATE INDEX mail_links_khatma_part ON mail_links (khatma_part_id) WHERE khatma_part_id IS NOT NULL;

-- The mail: its payload names the reservation and the address; the address is dropped once it is sent.
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link'));

-- The text message: written when it is sent (its link is made then, so no token is ever stored whole),
-- to the number kept beside it until it is sent or given up.
ALTER TABLE sms_outbox
  ADD COLUMN khatma_part_id bigint REFERENCES khatma_parts (id) ON DELETE CASCADE,
  ADD COLUMN msisdn text,
  ALTER COLUMN body DROP NOT NULL,
  DROP CONSTRAINT sms_outbox_kind_check,
  ADD CONSTRAINT sms_outbox_kind_check
    CHECK (kind IN ('receipt', 'schedule_night_link', 'schedule_phone_code', 'khatma_read_link')),
  DROP CONSTRAINT sms_outbox_subject,
  ADD CONSTRAINT sms_outbox_subject CHECK (
    (kind = 'receipt' AND donation_id IS NOT NULL)
    OR (kind = 'schedule_night_link' AND schedule_id IS NOT NULL AND night IS NOT NULL)
    OR (kind = 'schedule_phone_code' AND schedule_id IS NOT NULL AND night IS NULL)
    OR (kind = 'khatma_read_link' AND khatma_part_id IS NOT NULL)),
  ADD CONSTRAINT sms_outbox_body CHECK ((body IS NULL) = (kind = 'khatma_read_link')),
  ADD CONSTRAINT sms_outbox_msisdn
    CHECK (msisdn IS NULL OR (kind = 'khatma_read_link' AND msisdn ~ '^[0-9]{8,20}$'));
