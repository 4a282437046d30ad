-- Issue 35: an invitation to co-administer is no longer lost when the invitee registers first. Once an
-- account has verified its address, the open invitations to that address are shown to it after login,
-- to accept or to decline; a declined invitation is closed like a withdrawn one, and the creator may
-- invite again.
ALTER TABLE campaign_admin_invites ADD COLUMN declined_at timestamptz;

-- An account's open invitations, looked up by its address at each visit.
CREATE INDEX campaign_admin_invites_open_by_email ON campaign_admin_invites (email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL;
