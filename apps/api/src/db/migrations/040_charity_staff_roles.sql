-- A charity's staff by role (docs/decisions/034, "Who at a charity reads the fees; the tax number").
-- The roles stay one boolean each (is_admin 034 and is_finance 037 are read as they were): is_collector
-- defaults to true because every staff member before 040 worked the cash queue, so the command line's
-- add-staff and older rows keep their rooms; an invitation from the team page sets each one. A staff
-- member has at least one role. disabled_at: taken out by the charity's admin — no login, no session.
ALTER TABLE charity_staff
  ADD COLUMN is_collector boolean NOT NULL DEFAULT true,
  ADD COLUMN is_editor    boolean NOT NULL DEFAULT false,
  ADD COLUMN disabled_at  timestamptz,
  ADD CONSTRAINT charity_staff_has_a_role CHECK (is_admin OR is_collector OR is_editor OR is_finance);
