-- The 5% monthly service-fee statement (issue 39, docs/decisions/034): billed to each charity apart from
-- its donations, every line one confirmed donation, numbered without gaps, never edited once issued.

-- The Egyptian Tax Authority's registration number (9 digits), the e-invoice's receiver id.
ALTER TABLE ngos ADD COLUMN tax_number text CHECK (tax_number ~ '^[0-9]{9}$');

-- A charity's finance staff: they see and pay its fee statements, as its admins do.
ALTER TABLE charity_staff ADD COLUMN is_finance boolean NOT NULL DEFAULT false;

-- The last number given in each yearly series: taken with UPDATE … RETURNING in the transaction that
-- writes the statement, so a rolled-back issue gives its number back and none is skipped or repeated.
CREATE TABLE fee_statement_numbers (
  series  text NOT NULL CHECK (series IN ('ATH', 'ATH-CN')),
  year    integer NOT NULL CHECK (year BETWEEN 2020 AND 2200),
  last    integer NOT NULL CHECK (last >= 0),
  PRIMARY KEY (series, year)
);

CREATE TABLE fee_statements (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id                integer NOT NULL REFERENCES ngos (id),
  kind                  text NOT NULL CHECK (kind IN ('statement', 'credit_note')),
  -- the first day of the Cairo month whose confirmed donations it bills
  month                 date NOT NULL CHECK (extract(day FROM month) = 1),
  -- carried: under the threshold, rolled into the next month's statement; no number
  status                text NOT NULL CHECK (status IN ('carried', 'issued', 'paid')),
  number                text UNIQUE CHECK (number ~ '^ATH(-CN)?-[0-9]{4}-[0-9]{4,}$'),
  rate_basis_points     integer NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
  donations_count       integer NOT NULL CHECK (donations_count >= 0),
  donations_total       bigint NOT NULL CHECK (donations_total >= 0),
  -- this month's fee alone, and what earlier carried months add to it
  fee_amount            bigint NOT NULL CHECK (fee_amount >= 0),
  carried_in            bigint NOT NULL DEFAULT 0 CHECK (carried_in >= 0),
  vat_basis_points      integer NOT NULL CHECK (vat_basis_points BETWEEN 0 AND 10000),
  vat_amount            bigint NOT NULL CHECK (vat_amount >= 0),
  total_due             bigint NOT NULL CHECK (total_due >= 0),
  -- a carried month: the statement it was rolled into
  carried_into          bigint REFERENCES fee_statements (id),
  -- a credit note: the statement it corrects, and why
  credits_statement_id  bigint REFERENCES fee_statements (id),
  reason                text CHECK (length(reason) BETWEEN 5 AND 500),
  issued_at             timestamptz NOT NULL DEFAULT now(),
  paid_at               timestamptz,
  paid_reference        text CHECK (length(paid_reference) BETWEEN 3 AND 100),
  paid_by               bigint REFERENCES operators (id),
  reminded_15_at        timestamptz,
  reminded_30_at        timestamptz,
  CONSTRAINT fee_statements_numbered CHECK ((status = 'carried') = (number IS NULL)),
  CONSTRAINT fee_statements_paid CHECK ((status = 'paid') = (paid_at IS NOT NULL AND paid_reference IS NOT NULL)),
  CONSTRAINT fee_statements_credit CHECK (
    (kind = 'credit_note') = (credits_statement_id IS NOT NULL AND reason IS NOT NULL)),
  CONSTRAINT fee_statements_total CHECK (total_due = fee_amount + carried_in + vat_amount)
);
-- one statement per charity and month, however many instances run the job
CREATE UNIQUE INDEX fee_statements_one_per_month ON fee_statements (ngo_id, month) WHERE kind = 'statement';
CREATE INDEX fee_statements_ngo ON fee_statements (ngo_id, id DESC);
CREATE INDEX fee_statements_carried ON fee_statements (ngo_id) WHERE status = 'carried' AND carried_into IS NULL;
CREATE INDEX fee_statements_unpaid ON fee_statements (issued_at) WHERE status = 'issued' AND kind = 'statement';
CREATE INDEX fee_statements_credits ON fee_statements (credits_statement_id) WHERE credits_statement_id IS NOT NULL;

-- Every confirmed donation a statement bills: a donation is billed once, ever.
CREATE TABLE fee_statement_lines (
  statement_id  bigint NOT NULL REFERENCES fee_statements (id),
  donation_id   bigint NOT NULL UNIQUE REFERENCES donations (id),
  -- the donation's type (1 cash … 6 meeza), amount and confirmation, as they were billed
  type          smallint NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  confirmed_at  timestamptz NOT NULL,
  PRIMARY KEY (statement_id, donation_id)
);

-- Issued is final: the figures, the number and the lines never change and nothing is deleted. What may
-- still happen: paid (once), the reminders' marks, a carried month rolled into a statement.
CREATE FUNCTION fee_statements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'fee statement % cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF (NEW.ngo_id, NEW.kind, NEW.month, NEW.number, NEW.rate_basis_points, NEW.donations_count,
      NEW.donations_total, NEW.fee_amount, NEW.carried_in, NEW.vat_basis_points, NEW.vat_amount,
      NEW.total_due, NEW.credits_statement_id, NEW.reason, NEW.issued_at)
     IS DISTINCT FROM
     (OLD.ngo_id, OLD.kind, OLD.month, OLD.number, OLD.rate_basis_points, OLD.donations_count,
      OLD.donations_total, OLD.fee_amount, OLD.carried_in, OLD.vat_basis_points, OLD.vat_amount,
      OLD.total_due, OLD.credits_statement_id, OLD.reason, OLD.issued_at)
     OR OLD.status = 'paid' AND (NEW.status, NEW.paid_at, NEW.paid_reference, NEW.paid_by)
        IS DISTINCT FROM (OLD.status, OLD.paid_at, OLD.paid_reference, OLD.paid_by)
     OR OLD.status <> NEW.status AND NOT (OLD.status = 'issued' AND NEW.status = 'paid')
     OR OLD.carried_into IS NOT NULL AND NEW.carried_into IS DISTINCT FROM OLD.carried_into
  THEN
    RAISE EXCEPTION 'fee statement % is issued and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER fee_statements_immutable BEFORE UPDATE OR DELETE ON fee_statements
  FOR EACH ROW EXECUTE FUNCTION fee_statements_immutable();

CREATE FUNCTION fee_statement_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fee statement lines cannot change' USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER fee_statement_lines_immutable BEFORE UPDATE OR DELETE ON fee_statement_lines
  FOR EACH ROW EXECUTE FUNCTION fee_statement_lines_immutable();

ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link',
    'report_to_family', 'moderation_outcome', 'fee_statement_reminder'));
