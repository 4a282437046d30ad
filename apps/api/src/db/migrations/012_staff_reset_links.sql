-- Staff password reset: staff_tokens hold reset links beside invitations, as user_tokens
-- hold verification and reset links. Earlier rows are invitations; every new row names its purpose.
ALTER TABLE staff_tokens
  ADD COLUMN purpose text NOT NULL DEFAULT 'invite' CHECK (purpose IN ('invite', 'reset'));
ALTER TABLE staff_tokens ALTER COLUMN purpose DROP DEFAULT;
