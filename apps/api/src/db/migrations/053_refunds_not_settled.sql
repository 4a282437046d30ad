-- Reconciliation, continued (issue 39, docs/decisions/048): a refund recorded here that no provider
-- file carries once the provider's days have passed is an exception of its own, `refund_not_settled`,
-- listed by an import of that provider's account like `not_settled`, closed by the file carrying it.

ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_outcome_check,
  ADD CONSTRAINT settlement_lines_outcome_check CHECK (outcome IN
    ('matched', 'not_confirmed', 'amount_mismatch', 'fee', 'not_settled',
     'refund_matched', 'refund_unknown', 'refund_not_settled', 'duplicate'));
-- like `not_settled`, a line of no file naming its donation
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_from_file,
  ADD CONSTRAINT settlement_lines_from_file CHECK (
    (outcome IN ('not_settled', 'refund_not_settled')) = (line_number IS NULL)
    AND (outcome NOT IN ('not_settled', 'refund_not_settled') OR donation_id IS NOT NULL)
    AND (line_number IS NULL OR (provider_transaction_id IS NOT NULL AND amount IS NOT NULL
         AND fee IS NOT NULL AND net = amount - fee AND settled_on IS NOT NULL)));
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_resolved,
  ADD CONSTRAINT settlement_lines_resolved CHECK (
    (resolved_at IS NULL) = (resolution_note IS NULL)
    AND (resolved_at IS NULL
         OR outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown',
                        'refund_not_settled', 'duplicate')));

DROP INDEX settlement_lines_open;
CREATE INDEX settlement_lines_open ON settlement_lines (id DESC)
  WHERE resolved_at IS NULL
    AND outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled', 'refund_unknown',
                    'refund_not_settled', 'duplicate');

-- a refund is listed as not shown once, until a file carries it or finance resolves it
CREATE UNIQUE INDEX settlement_lines_refund_not_settled ON settlement_lines (donation_id)
  WHERE outcome = 'refund_not_settled' AND resolved_at IS NULL;
