-- Licensed charities only (Law 149/2019), proof of delivery, honest labels, receipts a
-- donor can use, consent (PDPL 151/2020) and private giving.

-- The charity as the Ministry of Social Solidarity registered it, and the last receipt serial it issued.
ALTER TABLE ngos
  ADD COLUMN legal_name text CONSTRAINT ngos_legal_name CHECK (length(legal_name) BETWEEN 2 AND 200),
  ADD COLUMN registration_number text
    CONSTRAINT ngos_registration_number CHECK (registration_number ~ '^[0-9A-Za-z/-]{1,32}$'),
  ADD COLUMN last_receipt_serial integer NOT NULL DEFAULT 0 CHECK (last_receipt_serial >= 0);

-- Fundraising permits. Entered by the operator ('approved' at once) or asked for by the charity's staff
-- ('requested' until the operator approves or rejects it). A permit lasts at most 12 months. A charity
-- takes donations only on a Cairo day inside an approved, unrevoked permit of scope 'online'.
CREATE TABLE charity_permits (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id         integer NOT NULL REFERENCES ngos (id),
  permit_number  text NOT NULL CHECK (permit_number ~ '^[0-9A-Za-z/-]{1,40}$'),
  issuing_body   text NOT NULL CHECK (length(issuing_body) BETWEEN 2 AND 200),
  starts_on      date NOT NULL,
  ends_on        date NOT NULL,
  scope          text NOT NULL CHECK (scope IN ('online', 'offline')),
  status         text NOT NULL CHECK (status IN ('requested', 'approved', 'rejected')),
  requested_by   bigint REFERENCES charity_staff (id),
  decided_at     timestamptz,
  revoked_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT charity_permits_dates CHECK (ends_on >= starts_on AND ends_on < starts_on + interval '12 months'),
  CONSTRAINT charity_permits_decided CHECK ((status = 'requested') = (decided_at IS NULL)),
  CONSTRAINT charity_permits_number UNIQUE (ngo_id, permit_number)
);
CREATE INDEX charity_permits_in_force ON charity_permits (ngo_id, ends_on)
  WHERE status = 'approved' AND revoked_at IS NULL;

-- One notice per permit and kind, however many instances look for permits running out.
CREATE TABLE permit_notices (
  permit_id   bigint NOT NULL REFERENCES charity_permits (id),
  kind        text NOT NULL CHECK (kind IN ('expiring', 'expired')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (permit_id, kind)
);

-- Honest labels, set by the charity: صدقة جارية only for a lasting asset; whether zakat may go to it.
ALTER TABLE projects
  ADD COLUMN sadaqa_kind text NOT NULL DEFAULT 'sadaqa' CHECK (sadaqa_kind IN ('jariya', 'sadaqa')),
  ADD COLUMN zakat_eligible boolean NOT NULL DEFAULT false;

-- How the donor chose to be seen: 'public' name and amount; 'amount_hidden' name without amount;
-- 'family' name and amount for the campaign's creator only (فاعل خير to everyone else); 'anonymous'
-- فاعل خير to everyone. hide_data stays what every older reader knows: the name is hidden from the public.
ALTER TABLE donations
  ADD COLUMN visibility text NOT NULL DEFAULT 'public'
    CHECK (visibility IN ('public', 'amount_hidden', 'family', 'anonymous')),
  -- the charity's receipt number, given when the donation is confirmed, one sequence per charity
  ADD COLUMN receipt_serial integer CHECK (receipt_serial > 0);

UPDATE donations SET visibility = 'anonymous' WHERE hide_data;

UPDATE donations d SET receipt_serial = numbered.serial
FROM (
  SELECT id, row_number() OVER (PARTITION BY ngo_id ORDER BY confirmed_at, id) AS serial
  FROM donations WHERE confirmed_at IS NOT NULL
) numbered
WHERE d.id = numbered.id;

UPDATE ngos n SET last_receipt_serial = issued.top
FROM (SELECT ngo_id, max(receipt_serial) AS top FROM donations GROUP BY ngo_id) issued
WHERE n.id = issued.ngo_id AND issued.top IS NOT NULL;

-- Kept here so that every writer (the app, the seeds, a test, an operator's SQL) keeps them in step:
-- hide_data follows visibility, and a writer that only knows hide_data (true) gets 'anonymous'.
CREATE FUNCTION donations_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.hide_data AND NEW.visibility NOT IN ('family', 'anonymous') THEN
      NEW.visibility := 'anonymous';
    END IF;
  ELSIF NEW.visibility IS NOT DISTINCT FROM OLD.visibility AND NEW.hide_data IS DISTINCT FROM OLD.hide_data THEN
    NEW.visibility := CASE WHEN NEW.hide_data THEN 'anonymous' ELSE 'public' END;
  END IF;
  NEW.hide_data := NEW.visibility IN ('family', 'anonymous');
  RETURN NEW;
END $$;
CREATE TRIGGER donations_visibility BEFORE INSERT OR UPDATE OF visibility, hide_data ON donations
  FOR EACH ROW EXECUTE FUNCTION donations_visibility();

-- The next serial of the donation's charity, taken in the transaction that confirms it: a rollback
-- gives it back, and two confirmations of one charity wait for each other on the charity's row.
CREATE FUNCTION donations_receipt_serial() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.confirmed_at IS NOT NULL AND NEW.receipt_serial IS NULL THEN
    UPDATE ngos SET last_receipt_serial = last_receipt_serial + 1 WHERE id = NEW.ngo_id
      RETURNING last_receipt_serial INTO NEW.receipt_serial;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER donations_receipt_serial BEFORE INSERT OR UPDATE OF confirmed_at ON donations
  FOR EACH ROW EXECUTE FUNCTION donations_receipt_serial();

ALTER TABLE donations
  ADD CONSTRAINT donations_hide_data_visibility CHECK (hide_data = (visibility IN ('family', 'anonymous'))),
  ADD CONSTRAINT donations_receipt_serial CHECK ((confirmed_at IS NOT NULL) = (receipt_serial IS NOT NULL)),
  ADD CONSTRAINT donations_receipt_serial_per_charity UNIQUE (ngo_id, receipt_serial);

-- What a person consented to, when, and under which version of the privacy notice.
CREATE TABLE consents (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose         text NOT NULL CHECK (purpose IN ('registration', 'donation', 'campaign')),
  policy_version  text NOT NULL CHECK (policy_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  user_id         bigint REFERENCES users (id),
  donation_id     bigint REFERENCES donations (id),
  campaign_id     bigint REFERENCES campaigns (id),
  given_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT consents_subject CHECK (
    (purpose = 'registration' AND user_id IS NOT NULL)
    OR (purpose = 'donation' AND donation_id IS NOT NULL)
    OR (purpose = 'campaign' AND campaign_id IS NOT NULL))
);
CREATE INDEX consents_user ON consents (user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX consents_one_per_donation ON consents (donation_id) WHERE donation_id IS NOT NULL;
CREATE UNIQUE INDEX consents_one_per_campaign ON consents (campaign_id) WHERE campaign_id IS NOT NULL;

-- Proof of delivery: what a charity's staff posted about a project (campaign_id null: every campaign
-- of the project) or one campaign. 'completed' carries the completion certificate; 'still_working'
-- says the lasting project is still serving in year year_number.
CREATE TABLE delivery_updates (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id             integer NOT NULL REFERENCES ngos (id),
  project_id         integer NOT NULL REFERENCES projects (id),
  campaign_id        bigint REFERENCES campaigns (id),
  staff_id           bigint REFERENCES charity_staff (id),
  kind               text NOT NULL CHECK (kind IN ('progress', 'completed', 'still_working')),
  body               text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  beneficiaries      integer CHECK (beneficiaries >= 0),
  certificate_image  text,
  year_number        smallint CHECK (year_number BETWEEN 1 AND 100),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT delivery_updates_certificate CHECK ((kind = 'completed') = (certificate_image IS NOT NULL)),
  CONSTRAINT delivery_updates_year CHECK ((kind = 'still_working') = (year_number IS NOT NULL))
);
CREATE INDEX delivery_updates_project ON delivery_updates (project_id, created_at);
CREATE INDEX delivery_updates_campaign ON delivery_updates (campaign_id, created_at) WHERE campaign_id IS NOT NULL;

CREATE TABLE delivery_update_photos (
  update_id  bigint NOT NULL REFERENCES delivery_updates (id) ON DELETE CASCADE,
  position   smallint NOT NULL CHECK (position BETWEEN 1 AND 6),
  image      text NOT NULL,
  taken_on   date NOT NULL,
  PRIMARY KEY (update_id, position)
);

-- Who asked for no more update mails about a campaign (the link in every such mail).
CREATE TABLE update_unsubscribes (
  email        text NOT NULL CHECK (email = lower(email)),
  campaign_id  bigint NOT NULL REFERENCES campaigns (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, campaign_id)
);

ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update'));
