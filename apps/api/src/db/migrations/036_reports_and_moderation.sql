-- Reports and moderation (issue 38, docs/decisions/033). A campaign is reported for a reason; a mild
-- reason goes to the family first (48 hours), a severe one and an unresolved mild one to the
-- moderators' queue. A moderator dismisses, pauses donations, takes the page down (with a second
-- moderator: four eyes) or restores it; each outcome is a row here and an audit entry.

-- What a moderator did to the campaign: donations paused, or the page taken down. NULL: neither.
ALTER TABLE campaigns
  ADD COLUMN moderation text CHECK (moderation IN ('paused', 'taken_down'));

CREATE TABLE campaign_reports (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id   bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  -- a report of one dua of the campaign (the dua wall's reports join this path)
  dua_id        bigint REFERENCES duas (id) ON DELETE CASCADE,
  reason        text NOT NULL CHECK (reason IN (
                  'not_ours', 'offensive', 'money_outside', 'duplicate', 'rights', 'other', 'dua')),
  details       text CHECK (length(details) <= 1000),
  -- how the reporter may be reached: read by moderators only, never by the family
  contact       text CHECK (length(contact) <= 200),
  -- the account (u:<id>) or a keyed hash of the address; never shown to anyone
  reporter      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- family: waiting for the family until family_due_at; queue: waiting for a moderator; closed
  stage         text NOT NULL CHECK (stage IN ('family', 'queue', 'closed')),
  family_due_at timestamptz,
  queued_at     timestamptz,
  first_look_at timestamptz,
  closed_at     timestamptz,
  closed_how    text CHECK (closed_how IN (
                  'family_fixed', 'family_answered', 'campaign_changed', 'dua_decided',
                  'dismissed', 'paused', 'taken_down', 'restored')),
  family_answer text CHECK (length(family_answer) <= 1000),
  CONSTRAINT campaign_reports_closed CHECK ((stage = 'closed') = (closed_at IS NOT NULL)),
  CONSTRAINT campaign_reports_queued CHECK (stage <> 'queue' OR queued_at IS NOT NULL)
);
-- one open report per reporter, campaign and reason (a second click is the same report)
CREATE UNIQUE INDEX campaign_reports_one_open
  ON campaign_reports (campaign_id, reporter, reason, coalesce(dua_id, 0)) WHERE stage <> 'closed';
CREATE INDEX campaign_reports_queue ON campaign_reports (queued_at, campaign_id) WHERE stage = 'queue';
CREATE INDEX campaign_reports_family_due ON campaign_reports (family_due_at) WHERE stage = 'family';
CREATE INDEX campaign_reports_campaign ON campaign_reports (campaign_id, id);

-- Each outcome, with its reason (mailed to the family) and who decided it.
CREATE TABLE moderation_decisions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  outcome      text NOT NULL CHECK (outcome IN ('dismissed', 'paused', 'taken_down', 'restored')),
  reason       text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  decided_by   bigint NOT NULL REFERENCES operators (id),
  approved_by  bigint REFERENCES operators (id),
  decided_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_decisions_campaign ON moderation_decisions (campaign_id, id DESC);

ALTER TABLE operator_approvals
  DROP CONSTRAINT operator_approvals_action_check,
  ADD CONSTRAINT operator_approvals_action_check
    CHECK (action IN ('operator.grant_admin', 'permit.revoke', 'campaign.take_down'));

ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link',
    'report_to_family', 'moderation_outcome'));

-- Listings leave out a taken-down page: the visible campaigns' partial indexes carry the condition
-- too, so a listing's page is still read from its index alone.
DROP INDEX campaigns_visible_created;
DROP INDEX campaigns_visible_collected;
DROP INDEX campaigns_visible_donors;
CREATE INDEX campaigns_visible_created ON campaigns (created_at DESC, id DESC)
  WHERE collected >= 10000 AND moderation IS DISTINCT FROM 'taken_down';
CREATE INDEX campaigns_visible_collected ON campaigns (collected DESC, id DESC)
  WHERE collected >= 10000 AND moderation IS DISTINCT FROM 'taken_down';
CREATE INDEX campaigns_visible_donors ON campaigns (donors_count DESC, id DESC)
  WHERE collected >= 10000 AND moderation IS DISTINCT FROM 'taken_down';
