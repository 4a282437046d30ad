-- The operators' team run from the console (docs/decisions/031, "The team"): an admin invites an
-- operator, who chooses a password through a mailed single-use link, and takes one out of the team.

-- Taken out of the team: no login, no session, no recovery code; brought back by clearing it.
ALTER TABLE operators ADD COLUMN disabled_at timestamptz;

-- An invitation link: only the SHA-256 of its random token is kept; it works once, for 72 hours, and a
-- fresh invitation uses up the older ones.
CREATE TABLE operator_invitations (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash   bytea NOT NULL UNIQUE,
  invited_by   bigint NOT NULL REFERENCES operators (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX operator_invitations_operator ON operator_invitations (operator_id) WHERE used_at IS NULL;
