-- Charity staff may enrol a TOTP second factor; a charity's admin must (docs/decisions/031, "Staff").
-- The columns mean what the operators' do (030): the secret sealed with OPERATOR_FACTOR_KEY, pending
-- until the first code confirms it, and the last 30-second step a code was taken for.
ALTER TABLE charity_staff
  ADD COLUMN is_admin           boolean NOT NULL DEFAULT false,
  ADD COLUMN factor_secret      text,
  ADD COLUMN factor_enrolled_at timestamptz,
  ADD COLUMN factor_last_step   bigint,
  ADD CONSTRAINT charity_staff_enrolled_has_secret
    CHECK (factor_enrolled_at IS NULL OR factor_secret IS NOT NULL);

CREATE TABLE staff_recovery_codes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id   bigint NOT NULL REFERENCES charity_staff (id) ON DELETE CASCADE,
  code_hash  bytea NOT NULL,
  used_at    timestamptz,
  CONSTRAINT staff_recovery_codes_unique UNIQUE (staff_id, code_hash)
);

-- factor_at: the session passed the second factor; stepped_up_at: the last fresh code (step-up).
ALTER TABLE staff_sessions
  ADD COLUMN factor_at     timestamptz,
  ADD COLUMN stepped_up_at timestamptz;
