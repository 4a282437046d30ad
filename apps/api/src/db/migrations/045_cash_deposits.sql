-- Cash deposits (issue 39, docs/decisions/035 amended 2026-12-06): the charity's finance staff records
-- each bank deposit of the cash its representatives collected, with the collected donations it carries.
-- A donation is in one deposit only (its primary key here); the sum of a deposit's donations is its
-- amount (checked when it is written, in the same transaction).

CREATE TABLE cash_deposits (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id          bigint NOT NULL REFERENCES ngos (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  deposited_on    date NOT NULL,
  bank_reference  text NOT NULL CHECK (length(bank_reference) BETWEEN 1 AND 80),
  -- the slip's photo under uploads/ (re-encoded, EXIF dropped)
  slip_image      text NOT NULL CHECK (length(slip_image) BETWEEN 1 AND 200),
  recorded_by     bigint NOT NULL REFERENCES charity_staff (id),
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ngo_id, bank_reference)
);
CREATE INDEX cash_deposits_ngo ON cash_deposits (ngo_id, id DESC);

CREATE TABLE cash_deposit_donations (
  -- one deposit per donation: a second deposit naming it fails here, whichever request comes second
  donation_id  bigint PRIMARY KEY REFERENCES donations (id),
  deposit_id   bigint NOT NULL REFERENCES cash_deposits (id)
);
CREATE INDEX cash_deposit_donations_deposit ON cash_deposit_donations (deposit_id);
