-- Payment settings: where a charity's money goes (card merchant, gateway account and integrations, SMS
-- short number) changes only when one person proposes it with a fresh code and another approves it
-- (docs/decisions/032, «Payment settings: a fresh code, a second person, a mail»). The proposal keeps
-- the settings it saw (before) and the ones it asks for (after); the ngos row changes only on approval.
CREATE TABLE payment_setting_changes (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id                bigint NOT NULL REFERENCES ngos (id),
  before                jsonb NOT NULL,
  after                 jsonb NOT NULL,
  reason                text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  proposed_by_staff     bigint REFERENCES charity_staff (id),
  proposed_by_operator  bigint REFERENCES operators (id),
  status                text NOT NULL DEFAULT 'pending'
                          CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  decided_by            bigint REFERENCES operators (id),
  created_at            timestamptz NOT NULL DEFAULT now(),
  decided_at            timestamptz,
  CONSTRAINT payment_setting_changes_one_proposer
    CHECK ((proposed_by_staff IS NULL) <> (proposed_by_operator IS NULL)),
  CONSTRAINT payment_setting_changes_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT payment_setting_changes_other_person
    CHECK (decided_by IS NULL OR status = 'withdrawn' OR decided_by IS DISTINCT FROM proposed_by_operator)
);
-- one waiting proposal per charity
CREATE UNIQUE INDEX payment_setting_changes_one_pending ON payment_setting_changes (ngo_id) WHERE status = 'pending';
CREATE INDEX payment_setting_changes_by_ngo ON payment_setting_changes (ngo_id, id DESC);

-- A four-eyes request may now be asked for by a charity's admin (the first person), not only an operator.
ALTER TABLE operator_approvals
  ALTER COLUMN requested_by DROP NOT NULL,
  ADD COLUMN requested_by_staff bigint REFERENCES charity_staff (id),
  ADD CONSTRAINT operator_approvals_one_requester CHECK ((requested_by IS NULL) <> (requested_by_staff IS NULL)),
  DROP CONSTRAINT operator_approvals_action_check,
  ADD CONSTRAINT operator_approvals_action_check
    CHECK (action IN ('operator.grant_admin', 'permit.revoke', 'campaign.take_down', 'charity.payment_settings'));

ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link',
    'report_to_family', 'moderation_outcome', 'fee_statement_reminder', 'payment_settings_decided'));
