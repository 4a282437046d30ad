-- A charity applies to join Athar by itself (issue 37, docs/decisions/032): its application, the
-- documents it sent (files under DATA_DIR/private, never the public uploads), and the tracking link's
-- hash. An approved application points at the charity it created.

-- a charity that joined by application has no SMS short number until its admin sets one
ALTER TABLE ngos ALTER COLUMN sms_short_number DROP NOT NULL;

CREATE TABLE charity_applications (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status              text NOT NULL DEFAULT 'submitted'
    CHECK (status IN ('submitted', 'changes_requested', 'approved', 'refused')),
  legal_name          text NOT NULL CHECK (length(legal_name) BETWEEN 2 AND 200),
  registration_number text NOT NULL CHECK (registration_number ~ '^[0-9][0-9A-Za-z/-]{0,31}$'),
  city_id             integer NOT NULL REFERENCES cities (id),
  address             text NOT NULL CHECK (length(address) BETWEEN 5 AND 300),
  contact_name        text NOT NULL CHECK (length(contact_name) BETWEEN 2 AND 100),
  contact_phone       text NOT NULL CHECK (contact_phone ~ '^01[0125][0-9]{8}$'),
  contact_email       text NOT NULL CHECK (contact_email = lower(contact_email) AND length(contact_email) <= 254),
  website             text CHECK (length(website) <= 200),
  bank                text NOT NULL CHECK (bank ~ '^[a-z]{2,12}$'),
  account_holder      text NOT NULL CHECK (length(account_holder) BETWEEN 2 AND 200),
  iban                text NOT NULL CHECK (iban ~ '^EG[0-9]{27}$'),
  -- sha-256 of the tracking link's token: the link itself is only in the applicant's mail
  tracking_hash       bytea NOT NULL UNIQUE,
  -- the operator's last change request, or the refusal's reason
  operator_message    text CHECK (length(operator_message) <= 1000),
  decided_by          bigint REFERENCES operators (id),
  ngo_id              integer UNIQUE REFERENCES ngos (id),
  submitted_at        timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT charity_applications_approved_has_charity CHECK ((status = 'approved') = (ngo_id IS NOT NULL))
);
CREATE INDEX charity_applications_status ON charity_applications (status, id DESC);

CREATE TABLE charity_application_documents (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES charity_applications (id),
  kind           text NOT NULL CHECK (kind IN ('registration_certificate', 'board_decision', 'fundraising_permit')),
  -- the file's name under DATA_DIR/private/charity-applications (random, never the sender's)
  file_key       text NOT NULL UNIQUE CHECK (file_key ~ '^[A-Za-z0-9_-]{20,40}\.(pdf|jpg|png)$'),
  content_type   text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  bytes          integer NOT NULL CHECK (bytes > 0 AND bytes <= 10485760),
  uploaded_at    timestamptz NOT NULL DEFAULT now(),
  -- a replaced document is kept (what the operator saw before the answer), no longer current
  replaced_at    timestamptz
);
CREATE UNIQUE INDEX charity_application_documents_current
  ON charity_application_documents (application_id, kind) WHERE replaced_at IS NULL;
