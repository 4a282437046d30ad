-- The lawful basis of each row of the consents register (PDPL 151/2020 art. 6; docs/decisions/025):
-- 'consent', an unticked box the person ticked, or 'request', processing needed to do what the person
-- asked for: their account, their donation, their campaign, which need no box. Rows written before
-- were all ticked boxes: 'consent'. The default goes once they are filled, so every writer names its
-- basis and none is claimed by omission.
ALTER TABLE consents
  ADD COLUMN basis text NOT NULL DEFAULT 'consent',
  ADD CONSTRAINT consents_basis CHECK (basis IN ('consent', 'request')),
  -- something extra (a follow, a guest's dua, a schedule's mails and texts) is never on request
  ADD CONSTRAINT consents_request_purpose CHECK (
    basis = 'consent' OR purpose IN ('registration', 'donation', 'campaign'));
ALTER TABLE consents ALTER COLUMN basis DROP DEFAULT;
