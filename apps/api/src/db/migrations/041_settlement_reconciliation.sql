-- Settlement files imported and matched per transaction (issue 39, docs/decisions/035): each file once
-- (its SHA-256), each of its lines with its outcome, and the donations confirmed here that the provider
-- never settled. An import is written in one transaction: a refused file leaves nothing.

CREATE TABLE settlement_imports (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider     text NOT NULL CHECK (provider IN ('bank', 'gateway')),
  -- the bank's merchant id or the gateway's account the file is for
  account      text NOT NULL CHECK (length(account) BETWEEN 1 AND 80),
  file_name    text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  sha256       text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  lines        integer NOT NULL CHECK (lines > 0),
  matched      integer NOT NULL CHECK (matched >= 0),
  fees         integer NOT NULL CHECK (fees >= 0),
  exceptions   integer NOT NULL CHECK (exceptions >= 0),
  not_settled  integer NOT NULL CHECK (not_settled >= 0),
  -- null: `npm run settlement -- import` (the audit log says so)
  imported_by  bigint REFERENCES operators (id),
  imported_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlement_imports_account ON settlement_imports (provider, account);

CREATE TABLE settlement_lines (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  import_id                bigint NOT NULL REFERENCES settlement_imports (id),
  provider                 text NOT NULL CHECK (provider IN ('bank', 'gateway')),
  account                  text NOT NULL,
  outcome                  text NOT NULL CHECK (outcome IN
                             ('matched', 'not_confirmed', 'amount_mismatch', 'fee', 'not_settled')),
  -- the file's line; null for a donation confirmed here that no file settled (not_settled)
  line_number              integer CHECK (line_number >= 2),
  provider_transaction_id  text CHECK (length(provider_transaction_id) <= 80),
  reference                text CHECK (length(reference) <= 80),
  method                   text CHECK (method IN ('card', 'wallet', 'kiosk', 'meeza')),
  transaction_at           timestamptz,
  settled_on               date,
  amount                   bigint,
  fee                      bigint CHECK (fee >= 0),
  net                      bigint,
  payout_reference         text CHECK (length(payout_reference) <= 80),
  donation_id              bigint REFERENCES donations (id),
  resolved_at              timestamptz,
  resolved_by              bigint REFERENCES operators (id),
  resolution_note          text CHECK (length(resolution_note) BETWEEN 5 AND 500),
  CONSTRAINT settlement_lines_from_file CHECK (
    (outcome = 'not_settled') = (line_number IS NULL)
    AND (outcome <> 'not_settled' OR donation_id IS NOT NULL)
    AND (line_number IS NULL OR (provider_transaction_id IS NOT NULL AND amount IS NOT NULL
         AND fee IS NOT NULL AND net = amount - fee AND settled_on IS NOT NULL))),
  CONSTRAINT settlement_lines_resolved CHECK (
    (resolved_at IS NULL) = (resolution_note IS NULL)
    AND (resolved_at IS NULL OR outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled')))
);
CREATE UNIQUE INDEX settlement_lines_line ON settlement_lines (import_id, line_number) WHERE line_number IS NOT NULL;
-- the queue: unresolved exceptions, the latest first
CREATE INDEX settlement_lines_open ON settlement_lines (id DESC)
  WHERE resolved_at IS NULL AND outcome IN ('not_confirmed', 'amount_mismatch', 'not_settled');
CREATE INDEX settlement_lines_donation ON settlement_lines (donation_id) WHERE donation_id IS NOT NULL;
-- a donation is listed as never settled once, until a file settles it or finance resolves it
CREATE UNIQUE INDEX settlement_lines_not_settled ON settlement_lines (donation_id)
  WHERE outcome = 'not_settled' AND resolved_at IS NULL;
