-- The figures of the dashboards (issue 39, docs/decisions/041): daily rollups per charity, kept in the
-- transaction that confirms, refunds, settles or deposits a donation and creates a campaign, so a view
-- reads a few hundred rows and never scans the donations. Days are Cairo days.

-- one row per charity, Cairo day of the donation's confirmation and channel
CREATE TABLE daily_figures (
  ngo_id             integer NOT NULL REFERENCES ngos (id),
  day                date NOT NULL,
  channel            text NOT NULL CHECK (channel IN ('cash', 'card', 'sms', 'wallet', 'kiosk', 'meeza')),
  -- confirmed and still counting (a refund takes it out of its confirmation day)
  confirmed_count    integer NOT NULL DEFAULT 0 CHECK (confirmed_count >= 0),
  confirmed_amount   bigint NOT NULL DEFAULT 0 CHECK (confirmed_amount >= 0),
  refunded_count     integer NOT NULL DEFAULT 0 CHECK (refunded_count >= 0),
  refunded_amount    bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  -- what the provider's file (or the charity's bank deposit, for cash) says it settled
  settled_amount     bigint NOT NULL DEFAULT 0 CHECK (settled_amount >= 0),
  -- settled with the same amount, matched by id
  reconciled_amount  bigint NOT NULL DEFAULT 0 CHECK (reconciled_amount >= 0),
  PRIMARY KEY (ngo_id, day, channel)
);
-- the operators' view: every charity's rows of a range of days
CREATE INDEX daily_figures_day ON daily_figures (day);

-- one row per charity and Cairo day: what has no channel
CREATE TABLE daily_charity_figures (
  ngo_id              integer NOT NULL REFERENCES ngos (id),
  day                 date NOT NULL,
  -- distinct donors whose donation to this charity was confirmed that day
  donors              integer NOT NULL DEFAULT 0 CHECK (donors >= 0),
  campaigns_created   integer NOT NULL DEFAULT 0 CHECK (campaigns_created >= 0),
  -- campaigns whose total first reached the listing threshold (100 EGP) that day
  campaigns_reached   integer NOT NULL DEFAULT 0 CHECK (campaigns_reached >= 0),
  PRIMARY KEY (ngo_id, day)
);
CREATE INDEX daily_charity_figures_day ON daily_charity_figures (day);

-- the donors already counted on a charity's day: an md5 of the account, e-mail or phone (never the
-- address itself), or of the donation when it names none
CREATE TABLE figures_donor_days (
  ngo_id     integer NOT NULL REFERENCES ngos (id),
  day        date NOT NULL,
  donor_key  text NOT NULL CHECK (donor_key ~ '^[0-9a-f]{32}$'),
  PRIMARY KEY (ngo_id, day, donor_key)
);

-- a donation counted as settled once, whatever files or deposits name it again
-- (the first line or deposit that names it: the amount it settled, and whether that was the donation's)
CREATE TABLE figures_settled_donations (
  donation_id  bigint PRIMARY KEY REFERENCES donations (id),
  amount       bigint NOT NULL CHECK (amount >= 0),
  reconciled   boolean NOT NULL
);

-- a campaign counted as reaching the threshold once, even if a refund takes it under and back
CREATE TABLE figures_reached_campaigns (
  campaign_id  bigint PRIMARY KEY REFERENCES campaigns (id),
  day          date NOT NULL
);

-- The rollups computed from scratch: the back-fill below, and the seeds that write donations in bulk
-- (`SELECT figures_rebuild()`); the tests compare the kept rollups with it.
CREATE FUNCTION figures_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT c.donation_id, d.amount, false
  FROM cash_deposit_donations c JOIN donations d ON d.id = c.donation_id
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

SELECT figures_rebuild();
