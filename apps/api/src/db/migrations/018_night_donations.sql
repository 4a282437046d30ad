-- Scheduled giving (docs/decisions/020): a wallet or kiosk night's one-tap link (and a declined card night's
-- pay-by-hand link) carries a signed token naming its schedule and night; the donation made from it records
-- both, so its confirmation marks that night confirmed and the console and the family count it as scheduled.
ALTER TABLE donations
  ADD COLUMN schedule_night date,
  ADD CONSTRAINT donations_schedule_night CHECK (schedule_night IS NULL OR schedule_id IS NOT NULL);
