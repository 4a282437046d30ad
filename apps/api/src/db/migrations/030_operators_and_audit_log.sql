-- Operators: accounts apart from users and charity staff, each with any of the duties below, a
-- password (Argon2id, as everyone's) and a mandatory TOTP second factor (docs/decisions/031).
CREATE TABLE operators (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email             text NOT NULL UNIQUE CHECK (email = lower(email)),
  operator_name     text NOT NULL CHECK (length(operator_name) BETWEEN 2 AND 100),
  password_hash     text,
  roles             text[] NOT NULL DEFAULT '{}'
    CHECK (roles <@ ARRAY['admin', 'onboarding', 'catalogue', 'moderator', 'finance', 'data_protection']),
  -- the authenticator's secret, sealed with OPERATOR_FACTOR_KEY (AES-256-GCM); pending until the first
  -- code confirms it (factor_enrolled_at)
  factor_secret     text,
  factor_enrolled_at timestamptz,
  -- the last 30-second step a code was taken for: that code, and any older one, is refused again
  factor_last_step  bigint,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT operators_enrolled_has_secret CHECK (factor_enrolled_at IS NULL OR factor_secret IS NOT NULL)
);

-- Ten single-use recovery codes per enrolment, only their SHA-256 kept.
CREATE TABLE operator_recovery_codes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash    bytea NOT NULL,
  used_at      timestamptz,
  CONSTRAINT operator_recovery_codes_unique UNIQUE (operator_id, code_hash)
);

-- A session lives in an HttpOnly cookie: 30 minutes idle, 12 hours at most; it opens the console only
-- once the second factor passed (factor_at); stepped_up_at is the last fresh code for a sensitive act.
CREATE TABLE operator_sessions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash     bytea NOT NULL UNIQUE,
  operator_id    bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  factor_at      timestamptz,
  stepped_up_at  timestamptz,
  revoked_at     timestamptz
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Who did what, to which object, when and from where: one row per act, written in the transaction of
-- the change it records. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  actor_kind   text NOT NULL CHECK (actor_kind IN ('operator', 'staff', 'user', 'system', 'command', 'anonymous')),
  actor_id     bigint,
  -- what the actor was known by when the id says nothing (an e-mail tried at a failed login)
  actor_label  text CHECK (length(actor_label) <= 254),
  action       text NOT NULL CHECK (action ~ '^[a-z_]+(\.[a-z_]+)+$'),
  object_kind  text CHECK (length(object_kind) <= 40),
  object_id    text CHECK (length(object_id) <= 80),
  -- the charity whose slice this is (its console shows its own)
  ngo_id       integer REFERENCES ngos (id),
  changes      jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip           text,
  user_agent   text CHECK (length(user_agent) <= 400)
);
CREATE INDEX audit_log_actor ON audit_log (actor_kind, actor_id, id DESC);
CREATE INDEX audit_log_object ON audit_log (object_kind, object_id, id DESC);
CREATE INDEX audit_log_action ON audit_log (action text_pattern_ops, id DESC);
CREATE INDEX audit_log_at ON audit_log (at, id);
CREATE INDEX audit_log_ngo ON audit_log (ngo_id, id DESC) WHERE ngo_id IS NOT NULL;

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
