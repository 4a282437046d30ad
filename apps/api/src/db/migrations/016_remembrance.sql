-- Remembrance after the funeral (PRODUCT.md §11) — dates of the deceased in both calendars, a dua wall, a
-- shared khatma, reminders by mail, family updates and co-administrators. The job queue (pg-boss)
-- keeps its own tables in the schema `pgboss`, created by the library itself (docs/decisions/019).

-- The date of death as the family gave it (`death_calendar`), kept in both calendars: the Gregorian
-- day, and the Hijri day as Egypt counted it (Umm al-Qura with the operator's correction of that month,
-- 'YYYY-MM-DD'). Anniversaries follow the Hijri day.
ALTER TABLE campaigns
  ADD COLUMN death_date date,
  ADD COLUMN death_hijri text CONSTRAINT campaigns_death_hijri CHECK (death_hijri ~ '^1[3-5][0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|30)$'),
  ADD COLUMN death_calendar text CONSTRAINT campaigns_death_calendar CHECK (death_calendar IN ('gregorian', 'hijri')),
  -- true: a dua waits for the family's approval before it shows; false: it shows at once
  ADD COLUMN duas_need_approval boolean NOT NULL DEFAULT true,
  ADD CONSTRAINT campaigns_death_all_or_none
    CHECK ((death_date IS NULL) = (death_hijri IS NULL) AND (death_date IS NULL) = (death_calendar IS NULL));

-- Egypt's moon sighting: the Hijri month (year, month) began `shift` days after Umm al-Qura's first day.
CREATE TABLE hijri_corrections (
  hijri_year   integer NOT NULL CHECK (hijri_year BETWEEN 1300 AND 1599),
  hijri_month  smallint NOT NULL CHECK (hijri_month BETWEEN 1 AND 12),
  shift        smallint NOT NULL CHECK (shift IN (-1, 0, 1)),
  set_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hijri_year, hijri_month)
);

-- Family members the creator invited to manage the campaign with them.
CREATE TABLE campaign_admins (
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  user_id      bigint NOT NULL REFERENCES users (id),
  invited_by   bigint REFERENCES users (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, user_id)
);
CREATE INDEX campaign_admins_user ON campaign_admins (user_id);

-- An invitation by e-mail: the link carries a random token stored hashed; single use, expiring.
CREATE TABLE campaign_admin_invites (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  email        text NOT NULL CHECK (email = lower(email)),
  token_hash   text NOT NULL UNIQUE,
  invited_by   bigint NOT NULL REFERENCES users (id),
  expires_at   timestamptz NOT NULL,
  accepted_at  timestamptz,
  revoked_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_admin_invites_campaign ON campaign_admin_invites (campaign_id);

-- The dua wall: a dua or a memory, shown once the family approves it (or at once when approval is off).
CREATE TABLE duas (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  body         text NOT NULL CHECK (length(body) BETWEEN 2 AND 1000),
  author_name  text CHECK (length(author_name) BETWEEN 2 AND 60),
  user_id      bigint REFERENCES users (id),
  email        text CHECK (email = lower(email)),
  status       text NOT NULL CHECK (status IN ('pending', 'shown', 'hidden')),
  decided_by   bigint REFERENCES users (id),
  decided_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT duas_author CHECK (user_id IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX duas_wall ON duas (campaign_id, status, id DESC);

-- One report per reporter (an account id or a hash of the address) per dua.
CREATE TABLE dua_reports (
  dua_id       bigint NOT NULL REFERENCES duas (id) ON DELETE CASCADE,
  reporter     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (dua_id, reporter)
);

-- A shared khatma: 30 ajza' for readers to reserve; a finished one may be followed by the next.
CREATE TABLE khatmas (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  number       integer NOT NULL CHECK (number >= 1),
  opened_by    bigint REFERENCES users (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  UNIQUE (campaign_id, number)
);
-- at most one khatma open per campaign
CREATE UNIQUE INDEX khatmas_one_open ON khatmas (campaign_id) WHERE finished_at IS NULL;

-- A reserved juz: the primary key makes the first reservation win. The reader marks it read with the
-- secret handed to their browser (stored hashed); unread after 7 days, the reservation is released.
CREATE TABLE khatma_parts (
  khatma_id    bigint NOT NULL REFERENCES khatmas (id),
  juz          smallint NOT NULL CHECK (juz BETWEEN 1 AND 30),
  reader_name  text CHECK (length(reader_name) BETWEEN 2 AND 60),
  show_name    boolean NOT NULL DEFAULT false,
  user_id      bigint REFERENCES users (id),
  secret_hash  text NOT NULL,
  reserved_at  timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz,
  PRIMARY KEY (khatma_id, juz)
);
CREATE INDEX khatma_parts_unread ON khatma_parts (reserved_at) WHERE read_at IS NULL;

-- Who follows a campaign by mail, and for what: reminders (Hijri anniversary, Ramadan, Arafah,
-- Fridays) and family updates. A guest's follow counts once confirmed from the mail it sends.
CREATE TABLE campaign_follows (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id     bigint NOT NULL REFERENCES campaigns (id),
  email           text NOT NULL CHECK (email = lower(email)),
  user_id         bigint REFERENCES users (id),
  anniversary     boolean NOT NULL DEFAULT false,
  ramadan         boolean NOT NULL DEFAULT false,
  arafah          boolean NOT NULL DEFAULT false,
  friday          boolean NOT NULL DEFAULT false,
  family_updates  boolean NOT NULL DEFAULT false,
  confirmed_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, email)
);

-- Each reminder or update mail is claimed once per (follow, occasion, key): the job may run twice.
CREATE TABLE follow_sends (
  follow_id    bigint NOT NULL REFERENCES campaign_follows (id) ON DELETE CASCADE,
  occasion     text NOT NULL CHECK (occasion IN ('anniversary', 'ramadan', 'arafah', 'friday', 'family_update')),
  occasion_key text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follow_id, occasion, occasion_key)
);

-- What the family posts on the campaign: text and at most one photo.
CREATE TABLE family_updates (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  author_id    bigint REFERENCES users (id),
  body         text NOT NULL CHECK (length(body) BETWEEN 2 AND 2000),
  image        text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX family_updates_campaign ON family_updates (campaign_id, id DESC);

ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending'));

-- A guest's consent to keep the e-mail given with a dua or a follow (PDPL), like a donor's.
ALTER TABLE consents
  ADD COLUMN dua_id bigint REFERENCES duas (id) ON DELETE CASCADE,
  ADD COLUMN follow_id bigint REFERENCES campaign_follows (id) ON DELETE CASCADE,
  DROP CONSTRAINT consents_purpose_check,
  ADD CONSTRAINT consents_purpose_check
    CHECK (purpose IN ('registration', 'donation', 'campaign', 'dua', 'follow')),
  DROP CONSTRAINT consents_subject,
  ADD CONSTRAINT consents_subject CHECK (
    (purpose = 'registration' AND user_id IS NOT NULL)
    OR (purpose = 'donation' AND donation_id IS NOT NULL)
    OR (purpose = 'campaign' AND campaign_id IS NOT NULL)
    OR (purpose = 'dua' AND dua_id IS NOT NULL)
    OR (purpose = 'follow' AND follow_id IS NOT NULL));
