-- The charity console (PRODUCT.md §2.5): staff of one charity, their own sessions and invitation links, and
-- the record of what they did with each cash donation.

CREATE TABLE charity_staff (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id         integer NOT NULL REFERENCES ngos (id),
  email          text NOT NULL CHECK (email = lower(email)),
  staff_name     text NOT NULL,
  -- null until the invitation link is used
  password_hash  text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX charity_staff_email_unique ON charity_staff (email);
CREATE INDEX charity_staff_ngo ON charity_staff (ngo_id);

-- Separate from visitors' sessions: a staff token is never a visitor session and the reverse.
CREATE TABLE staff_sessions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  staff_id    bigint NOT NULL REFERENCES charity_staff (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Invitation (set-password) links: hashed, single use, expiring.
CREATE TABLE staff_tokens (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  staff_id    bigint NOT NULL REFERENCES charity_staff (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX staff_tokens_staff ON staff_tokens (staff_id);

-- Who did what with a donation, and when; never updated.
CREATE TABLE donation_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  donation_id  bigint NOT NULL REFERENCES donations (id),
  staff_id     bigint NOT NULL REFERENCES charity_staff (id),
  action       text NOT NULL CHECK (action IN ('contacted', 'collected', 'failed', 'cancelled')),
  note         text CHECK (length(note) <= 1000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX donation_events_donation ON donation_events (donation_id, created_at);
