-- Issue 35 (docs/decisions/030): «every Friday» gave on Friday evening, which by the Hijri reckoning is
-- the night of Saturday. Two weekly patterns replace it: friday_eves (ليلة الجمعة: Thursday evening after
-- Maghrib, occasion friday_eve) and friday_mornings (Friday before the prayer, 09:00 Cairo, occasion
-- friday_morning). The schedules of «every Friday» set up before stay as they are and keep giving on
-- Friday evening: their donors agreed to those days, and they end within a year. No new one is set up
-- (the api refuses the pattern).
ALTER TABLE giving_schedules
  DROP CONSTRAINT giving_schedules_pattern_check,
  ADD CONSTRAINT giving_schedules_pattern_check CHECK (
    pattern IN ('last_ten', 'night_27', 'friday_eves', 'friday_mornings', 'fridays', 'anniversary'));

ALTER TABLE giving_nights
  DROP CONSTRAINT giving_nights_occasion_check,
  ADD CONSTRAINT giving_nights_occasion_check CHECK (
    occasion ~ '^(ramadan_(2[1-9]|30)|friday_eve|friday_morning|friday|anniversary)$');
