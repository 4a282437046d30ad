-- Reports of one family update or one delivery update from the campaign page (issue 38,
-- docs/decisions/047). A report names the update it is about, as a dua's report names its dua, so the
-- moderators see that update in the case and can hide exactly it. A report names one element at most.
-- An update deleted later leaves its report as a report of the campaign (SET NULL): the count stays.
ALTER TABLE campaign_reports
  ADD COLUMN family_update_id bigint REFERENCES family_updates (id) ON DELETE SET NULL,
  ADD COLUMN delivery_update_id bigint REFERENCES delivery_updates (id) ON DELETE SET NULL,
  ADD CONSTRAINT campaign_reports_one_element
    CHECK (num_nonnulls(dua_id, family_update_id, delivery_update_id) <= 1);

-- One open report per reporter, campaign, reason and element: reporting two updates of the page for
-- the same reason is two reports; a second click on the same one is still the same report.
DROP INDEX campaign_reports_one_open;
CREATE UNIQUE INDEX campaign_reports_one_open
  ON campaign_reports (campaign_id, reporter, reason, coalesce(dua_id, 0),
                       coalesce(family_update_id, 0), coalesce(delivery_update_id, 0))
  WHERE stage <> 'closed';
