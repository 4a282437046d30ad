-- Cash deposits matched against the charity's bank statement (issue 39, docs/decisions/052): the
-- statement is a fourth kind of settlement file (`statement`, its account the charity's id), each
-- credit line matched to the charity's recorded deposit by bank reference and amount. A matched deposit
-- is reconciled; a deposit no statement shows after the days written in 052 is an exception of its own
-- (`deposit_not_shown`, a line of no file naming the deposit); a credit naming no deposit is
-- `credit_unknown`; the same reference with another amount, `amount_mismatch`.

ALTER TABLE settlement_imports DROP CONSTRAINT settlement_imports_provider_check,
  ADD CONSTRAINT settlement_imports_provider_check CHECK (provider IN ('bank', 'gateway', 'sms', 'statement'));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_provider_check,
  ADD CONSTRAINT settlement_lines_provider_check CHECK (provider IN ('bank', 'gateway', 'sms', 'statement'));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_method_check,
  ADD CONSTRAINT settlement_lines_method_check
    CHECK (method IN ('card', 'wallet', 'kiosk', 'meeza', 'sms', 'cash'));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_outcome_check,
  ADD CONSTRAINT settlement_lines_outcome_check CHECK (outcome IN
    ('matched', 'not_confirmed', 'amount_mismatch', 'fee', 'not_settled',
     'refund_matched', 'refund_unknown', 'refund_not_settled', 'duplicate',
     'credit_unknown', 'deposit_not_shown'));

-- the charity's deposit a statement's line (or a deposit_not_shown line) is about
ALTER TABLE settlement_lines ADD COLUMN deposit_id bigint REFERENCES cash_deposits (id);
-- the statement's description of the credit, kept as text
ALTER TABLE settlement_lines ADD COLUMN description text CHECK (length(description) <= 500);
CREATE INDEX settlement_lines_deposit ON settlement_lines (deposit_id) WHERE deposit_id IS NOT NULL;

ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_from_file,
  ADD CONSTRAINT settlement_lines_from_file CHECK (
    (outcome IN ('not_settled', 'refund_not_settled', 'deposit_not_shown')) = (line_number IS NULL)
    AND (outcome NOT IN ('not_settled', 'refund_not_settled') OR donation_id IS NOT NULL)
    AND (outcome <> 'deposit_not_shown' OR deposit_id IS NOT NULL)
    AND (line_number IS NULL OR (provider_transaction_id IS NOT NULL AND amount IS NOT NULL
         AND fee IS NOT NULL AND net = amount - fee AND settled_on IS NOT NULL)));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_resolved,
  ADD CONSTRAINT settlement_lines_resolved CHECK (
    (resolved_at IS NULL) = (resolution_note IS NULL)
    AND (resolved_at IS NULL
         OR outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown',
                        'refund_not_settled', 'duplicate', 'credit_unknown', 'deposit_not_shown')));

DROP INDEX settlement_lines_open;
CREATE INDEX settlement_lines_open ON settlement_lines (id DESC)
  WHERE resolved_at IS NULL
    AND outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown',
                    'refund_not_settled', 'duplicate', 'credit_unknown', 'deposit_not_shown');

-- a deposit is listed as not shown once, until a statement shows it or finance resolves it
CREATE UNIQUE INDEX settlement_lines_deposit_not_shown ON settlement_lines (deposit_id)
  WHERE outcome = 'deposit_not_shown' AND resolved_at IS NULL;

-- when a statement's credit of its reference and amount matched it
ALTER TABLE cash_deposits ADD COLUMN reconciled_at timestamptz;

-- the rebuild counts a reconciled deposit's donations as reconciled (047 counted every deposit unreconciled)
CREATE OR REPLACE FUNCTION figures_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM daily_figures;
  DELETE FROM daily_charity_figures;
  DELETE FROM figures_donor_days;
  DELETE FROM figures_settled_donations;
  DELETE FROM figures_reached_campaigns;

  INSERT INTO figures_settled_donations (donation_id, amount, reconciled)
  SELECT DISTINCT ON (s.donation_id) s.donation_id, s.amount, s.outcome = 'matched'
  FROM settlement_lines s
  WHERE s.donation_id IS NOT NULL AND s.outcome IN ('matched', 'amount_mismatch')
  ORDER BY s.donation_id, s.id;
  INSERT INTO figures_settled_donations (donation_id, amount, reconciled)
  SELECT c.donation_id, d.amount, k.reconciled_at IS NOT NULL
  FROM cash_deposit_donations c JOIN donations d ON d.id = c.donation_id
  JOIN cash_deposits k ON k.id = c.deposit_id
  ON CONFLICT (donation_id) DO NOTHING;

  INSERT INTO daily_figures (ngo_id, day, channel, confirmed_count, confirmed_amount, refunded_count,
                             refunded_amount, settled_amount, reconciled_amount)
  SELECT d.ngo_id,
         (d.confirmed_at AT TIME ZONE 'Africa/Cairo')::date,
         CASE d.type WHEN 1 THEN 'cash' WHEN 2 THEN 'card' WHEN 3 THEN 'sms' WHEN 4 THEN 'wallet'
                     WHEN 5 THEN 'kiosk' ELSE 'meeza' END,
         count(*) FILTER (WHERE d.status = 'confirmed'),
         coalesce(sum(d.amount) FILTER (WHERE d.status = 'confirmed'), 0),
         count(*) FILTER (WHERE d.status = 'refunded'),
         coalesce(sum(d.amount) FILTER (WHERE d.status = 'refunded'), 0),
         coalesce(sum(f.amount), 0),
         coalesce(sum(d.amount) FILTER (WHERE f.reconciled), 0)
  FROM donations d
  LEFT JOIN figures_settled_donations f ON f.donation_id = d.id
  WHERE d.status IN ('confirmed', 'refunded') AND d.confirmed_at IS NOT NULL
  GROUP BY 1, 2, 3;

  INSERT INTO figures_donor_days (ngo_id, day, donor_key)
  SELECT DISTINCT d.ngo_id, (d.confirmed_at AT TIME ZONE 'Africa/Cairo')::date,
         md5(CASE WHEN d.user_id IS NOT NULL THEN 'u:' || d.user_id
                  WHEN d.email IS NOT NULL AND d.email <> '' THEN 'e:' || lower(d.email)
                  WHEN d.msisdn IS NOT NULL AND d.msisdn <> '' THEN 'p:' || d.msisdn
                  ELSE 'd:' || d.id END)
  FROM donations d
  WHERE d.status IN ('confirmed', 'refunded') AND d.confirmed_at IS NOT NULL;

  -- the day a campaign's confirmed donations, in the order they were confirmed, first reached 100 EGP
  INSERT INTO figures_reached_campaigns (campaign_id, day)
  SELECT campaign_id, min(day) FROM (
    SELECT d.campaign_id, (d.confirmed_at AT TIME ZONE 'Africa/Cairo')::date AS day,
           sum(d.amount) OVER (PARTITION BY d.campaign_id ORDER BY d.confirmed_at, d.id) AS running
    FROM donations d WHERE d.status = 'confirmed') r
  WHERE running >= 10000
  GROUP BY campaign_id;

  INSERT INTO daily_charity_figures (ngo_id, day, donors, campaigns_created, campaigns_reached)
  SELECT ngo_id, day, sum(donors), sum(created), sum(reached) FROM (
    SELECT ngo_id, day, count(*) AS donors, 0 AS created, 0 AS reached
    FROM figures_donor_days GROUP BY ngo_id, day
    UNION ALL
    SELECT p.ngo_id, (c.created_at AT TIME ZONE 'Africa/Cairo')::date, 0, count(*), 0
    FROM campaigns c JOIN projects p ON p.id = c.project_id GROUP BY 1, 2
    UNION ALL
    SELECT p.ngo_id, r.day, 0, 0, count(*)
    FROM figures_reached_campaigns r JOIN campaigns c ON c.id = r.campaign_id
    JOIN projects p ON p.id = c.project_id GROUP BY 1, 2) parts
  GROUP BY ngo_id, day;
END;
$$;
