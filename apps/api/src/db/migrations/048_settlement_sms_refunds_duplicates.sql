-- Reconciliation, continued (issue 39, docs/decisions/042): the SMS aggregator's monthly report as a
-- third provider, refunds as negative lines of the files, the same provider transaction in a second
-- file flagged as a duplicate (never matched twice), and each line kept with the charity it belongs
-- to as known when it was imported (the charity's own view reads that, never today's settings).

ALTER TABLE settlement_imports DROP CONSTRAINT settlement_imports_provider_check,
  ADD CONSTRAINT settlement_imports_provider_check CHECK (provider IN ('bank', 'gateway', 'sms'));

ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_provider_check,
  ADD CONSTRAINT settlement_lines_provider_check CHECK (provider IN ('bank', 'gateway', 'sms'));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_method_check,
  ADD CONSTRAINT settlement_lines_method_check CHECK (method IN ('card', 'wallet', 'kiosk', 'meeza', 'sms'));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_outcome_check,
  ADD CONSTRAINT settlement_lines_outcome_check CHECK (outcome IN
    ('matched', 'not_confirmed', 'amount_mismatch', 'fee', 'not_settled',
     'refund_matched', 'refund_unknown', 'duplicate'));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_resolved,
  ADD CONSTRAINT settlement_lines_resolved CHECK (
    (resolved_at IS NULL) = (resolution_note IS NULL)
    AND (resolved_at IS NULL
         OR outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown', 'duplicate')));

-- what the file's line is: a payment, a refund (a negative amount naming the original), a fee
ALTER TABLE settlement_lines ADD COLUMN kind text CHECK (kind IN ('payment', 'refund', 'fee'));
UPDATE settlement_lines SET kind = CASE WHEN outcome = 'fee' THEN 'fee' ELSE 'payment' END
  WHERE line_number IS NOT NULL;
ALTER TABLE settlement_lines ADD CONSTRAINT settlement_lines_kind CHECK ((line_number IS NULL) = (kind IS NULL));

-- the charity the line belongs to when it was imported: its donation's, else the one charity holding
-- the file's account (null when none or several do)
ALTER TABLE settlement_lines ADD COLUMN ngo_id bigint REFERENCES ngos (id);
UPDATE settlement_lines s SET ngo_id = d.ngo_id FROM donations d WHERE d.id = s.donation_id;
CREATE INDEX settlement_lines_ngo ON settlement_lines (ngo_id, id DESC) WHERE ngo_id IS NOT NULL;

-- the earlier line a duplicate repeats
ALTER TABLE settlement_lines ADD COLUMN duplicate_of bigint REFERENCES settlement_lines (id);
ALTER TABLE settlement_lines ADD CONSTRAINT settlement_lines_duplicate
  CHECK ((outcome = 'duplicate') = (duplicate_of IS NOT NULL));

-- files imported before this rule that carried a transaction again: the later lines become duplicates
UPDATE settlement_lines s SET outcome = 'duplicate', donation_id = NULL, duplicate_of = numbered.first
  FROM (
    SELECT id, first_value(id) OVER w AS first, row_number() OVER w AS n
    FROM settlement_lines WHERE line_number IS NOT NULL
    WINDOW w AS (PARTITION BY provider, account, provider_transaction_id, kind ORDER BY id)) numbered
  WHERE numbered.id = s.id AND numbered.n > 1;

-- a provider's transaction is carried by one file only; a second file's line is a duplicate
CREATE UNIQUE INDEX settlement_lines_once ON settlement_lines (provider, account, provider_transaction_id, kind)
  WHERE line_number IS NOT NULL AND outcome <> 'duplicate';

DROP INDEX settlement_lines_open;
CREATE INDEX settlement_lines_open ON settlement_lines (id DESC)
  WHERE resolved_at IS NULL
    AND outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown', 'duplicate');
