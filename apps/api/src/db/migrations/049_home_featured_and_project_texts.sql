-- Issue 37, the catalogue's last parts (docs/decisions/043): the home page's featured campaigns and
-- projects chosen by an operator, the bank account among a charity's payment settings, the history of a project's approved texts, and the mails of a
-- project's review and of a charity's new public name.

-- The home page's choice, in order (position 0 first). A campaign or project that stops qualifying
-- (taken down, paused, retired) stays chosen but is skipped when the home page is read.
CREATE TABLE home_featured_campaigns (
  campaign_id  bigint PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
  position     smallint NOT NULL CHECK (position BETWEEN 0 AND 99),
  chosen_by    bigint NOT NULL REFERENCES operators (id),
  chosen_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE home_featured_projects (
  project_id   integer PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  position     smallint NOT NULL CHECK (position BETWEEN 0 AND 99),
  chosen_by    bigint NOT NULL REFERENCES operators (id),
  chosen_at    timestamptz NOT NULL DEFAULT now()
);

-- Each approved text of a project (name, description, unit price), who wrote it and who approved it.
-- The projects that exist already get their current text as a first version without an approver.
CREATE TABLE project_text_versions (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id           integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  draft_id             bigint REFERENCES project_drafts (id),
  ar_name              text NOT NULL,
  project_description  text NOT NULL,
  amount               bigint NOT NULL CHECK (amount > 0),
  written_by           bigint REFERENCES charity_staff (id),
  approved_by          bigint REFERENCES operators (id),
  approved_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_text_versions_project ON project_text_versions (project_id, id DESC);

INSERT INTO project_text_versions (project_id, ar_name, project_description, amount, approved_at)
SELECT id, ar_name, project_description, amount, created_at FROM projects;

-- The bank account a charity's donations are paid out to is one of its payment settings, changed like
-- the others (a fresh code, a second person); a proposal starts from its application's account.
ALTER TABLE ngos
  ADD COLUMN bank text CHECK (bank ~ '^[a-z]{2,12}$'),
  ADD COLUMN account_holder text CHECK (length(account_holder) BETWEEN 2 AND 200),
  ADD COLUMN iban text CHECK (iban ~ '^EG[0-9]{27}$');

-- The charity is mailed a project's review and its new name's decision. The list is migration 044's
-- plus 'project_reviewed' and 'name_change_decided'.
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link',
    'report_to_family', 'moderation_outcome', 'fee_statement_reminder', 'payment_settings_decided',
    'appeal_decided', 'project_reviewed', 'name_change_decided'));
