-- Appeals (issue 38, docs/decisions/036's dated paragraph): the family — the campaign's creator or a
-- co-administrator — appeals a moderator's outcome (a pause, a take-down, one hidden element) from
-- their family page, in a short text. The appeal enters the moderators' queue as a severe case (one
-- open report with the reason 'appeal', reporter 'family'); a moderator other than the one(s) who made
-- the original decision upholds it (nothing changes) or grants it (the outcome is undone as restore
-- undoes it), with a reason the family is mailed.

CREATE TABLE moderation_appeals (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  -- the outcome appealed: a 'paused', 'taken_down' or 'hidden' decision of this campaign
  decision_id  bigint NOT NULL REFERENCES moderation_decisions (id) ON DELETE CASCADE,
  -- who of the family wrote it
  appellant    bigint NOT NULL REFERENCES users (id),
  body         text NOT NULL CHECK (length(body) BETWEEN 3 AND 2000),
  created_at   timestamptz NOT NULL DEFAULT now(),
  state        text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'upheld', 'granted')),
  -- the deciding moderator's reason, mailed to the family
  answer       text CHECK (length(answer) BETWEEN 3 AND 500),
  decided_by   bigint REFERENCES operators (id),
  decided_at   timestamptz,
  CONSTRAINT moderation_appeals_decided
    CHECK ((state = 'open') = (decided_at IS NULL) AND (state = 'open') = (decided_by IS NULL))
);
-- one open appeal per outcome
CREATE UNIQUE INDEX moderation_appeals_one_open ON moderation_appeals (decision_id) WHERE state = 'open';
-- the family's appeals a day, and the case's list
CREATE INDEX moderation_appeals_campaign ON moderation_appeals (campaign_id, created_at);

-- The queue's case for an appeal. The reason list is migration 042's plus 'appeal'.
ALTER TABLE campaign_reports
  DROP CONSTRAINT campaign_reports_reason_check,
  ADD CONSTRAINT campaign_reports_reason_check CHECK (reason IN (
    'not_ours', 'offensive', 'money_outside', 'duplicate', 'rights', 'other', 'dua', 'signal', 'appeal'));

-- The appeal's report closes when its last open appeal is decided. The list is migration 042's plus
-- 'appeal_decided'.
ALTER TABLE campaign_reports
  DROP CONSTRAINT campaign_reports_closed_how_check,
  ADD CONSTRAINT campaign_reports_closed_how_check CHECK (closed_how IN (
    'family_fixed', 'family_answered', 'campaign_changed', 'dua_decided',
    'dismissed', 'paused', 'taken_down', 'restored', 'hidden', 'appeal_decided'));

-- The family is mailed the appeal's outcome. The list is migration 039's plus 'appeal_decided'.
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link',
    'report_to_family', 'moderation_outcome', 'fee_statement_reminder', 'payment_settings_decided',
    'appeal_decided'));
