-- Data protection (Law 151/2020; issue 36, docs/PRODUCT.md §14): the requests people make about their
-- data, with the day they must be answered by, and the personal-data breaches with their 72-hour clock.
-- Free text (names, notes, reasons, descriptions) is kept exactly as typed: these rows are evidence.

CREATE TABLE data_requests (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('access', 'correction', 'erasure', 'objection')),
  -- who asked: an account when known, otherwise a name with an e-mail or a phone
  user_id          bigint REFERENCES users (id),
  requester_name   text CHECK (length(requester_name) BETWEEN 2 AND 100),
  requester_email  text CHECK (length(requester_email) <= 254),
  requester_phone  text CHECK (requester_phone ~ '^[0-9]{11}$'),
  received_at      timestamptz NOT NULL,
  -- 'self_service': the person's own data export or account deletion, recorded by Athar itself
  received_via     text NOT NULL CHECK (received_via IN ('form', 'email', 'phone', 'letter', 'self_service')),
  -- the last Cairo day to answer, fixed when recorded (the period may change; a request keeps its own)
  due_on           date NOT NULL,
  notes            text CHECK (length(notes) <= 2000),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'done', 'refused')),
  refusal_reason   text CHECK (length(refusal_reason) BETWEEN 1 AND 2000),
  closed_at        timestamptz,
  -- the data-protection operator who recorded it; null for a self-service request
  recorded_by      bigint REFERENCES operators (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT data_requests_who CHECK (
    user_id IS NOT NULL
    OR (requester_name IS NOT NULL AND (requester_email IS NOT NULL OR requester_phone IS NOT NULL))),
  CONSTRAINT data_requests_refusal CHECK ((status = 'refused') = (refusal_reason IS NOT NULL)),
  CONSTRAINT data_requests_closed CHECK ((status IN ('done', 'refused')) = (closed_at IS NOT NULL)),
  CONSTRAINT data_requests_recorded CHECK ((received_via = 'self_service') = (recorded_by IS NULL))
);
CREATE INDEX data_requests_due ON data_requests (due_on, id);
CREATE INDEX data_requests_open_due ON data_requests (due_on, id) WHERE status IN ('open', 'in_progress');
CREATE INDEX data_requests_user ON data_requests (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE data_breaches (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  discovered_at       timestamptz NOT NULL,
  description         text NOT NULL CHECK (length(description) BETWEEN 10 AND 4000),
  data_kinds          text[] NOT NULL CHECK (
    cardinality(data_kinds) >= 1
    AND data_kinds <@ ARRAY['names', 'emails', 'phones', 'addresses', 'donations', 'payments', 'passwords',
                            'deceased', 'messages', 'other']),
  people_affected     integer NOT NULL CHECK (people_affected >= 0),
  -- the Personal Data Protection Center, within 72 hours of discovered_at
  center_notified_at  timestamptz CHECK (center_notified_at >= discovered_at),
  people_notified_at  timestamptz CHECK (people_notified_at >= discovered_at),
  closed_at           timestamptz CHECK (closed_at >= discovered_at),
  recorded_by         bigint NOT NULL REFERENCES operators (id),
  created_at          timestamptz NOT NULL DEFAULT now()
);
