-- Charities keep their own projects; operators review them (docs/decisions/037, PRODUCT.md §17).

-- A retired project is gone from choosing and from the listings; its campaigns keep working.
ALTER TABLE projects ADD COLUMN retired_at timestamptz;
-- A retired category is gone from choosing; its projects keep it.
ALTER TABLE categories ADD COLUMN retired_at timestamptz;

-- A campaign's unit price is the project's price when the campaign was created: a later price change
-- never rewrites its units completed nor what it shows as its target.
ALTER TABLE campaigns ADD COLUMN unit_amount bigint;
UPDATE campaigns c SET unit_amount = p.amount FROM projects p WHERE p.id = c.project_id;
ALTER TABLE campaigns
  ALTER COLUMN unit_amount SET NOT NULL,
  ADD CONSTRAINT campaigns_unit_amount_positive CHECK (unit_amount > 0);

CREATE FUNCTION campaign_unit_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.unit_amount IS NULL THEN
    SELECT amount INTO NEW.unit_amount FROM projects WHERE id = NEW.project_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER campaigns_unit_amount BEFORE INSERT ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_unit_amount();

-- What a charity's editors write before an operator approves it: a new project (project_id null) or a
-- revision of a live one (the live row keeps showing until the revision is approved). One open
-- revision per live project.
CREATE TABLE project_drafts (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id              integer NOT NULL REFERENCES ngos (id),
  project_id          integer REFERENCES projects (id),
  category_id         integer NOT NULL REFERENCES categories (id),
  ar_name             text NOT NULL CHECK (length(ar_name) BETWEEN 3 AND 120),
  project_description text NOT NULL CHECK (length(project_description) BETWEEN 20 AND 4000),
  -- the cost of one unit, in piasters: at least the smallest donation (100 EGP)
  amount              bigint NOT NULL CHECK (amount >= 10000 AND amount <= 100000000000),
  project_image       text CHECK (length(project_image) <= 200),
  sadaqa_kind         text NOT NULL CHECK (sadaqa_kind IN ('jariya', 'sadaqa')),
  zakat_eligible      boolean NOT NULL,
  status              text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'pending', 'returned', 'approved')),
  review_message      text CHECK (length(review_message) <= 1000),
  created_by          bigint REFERENCES charity_staff (id),
  submitted_at        timestamptz,
  decided_at          timestamptz,
  decided_by          bigint REFERENCES operators (id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT project_drafts_pending_submitted CHECK (status <> 'pending' OR submitted_at IS NOT NULL),
  CONSTRAINT project_drafts_sent_has_picture CHECK (status IN ('draft', 'returned') OR project_image IS NOT NULL)
);
CREATE UNIQUE INDEX project_drafts_one_open_revision ON project_drafts (project_id)
  WHERE project_id IS NOT NULL AND status IN ('draft', 'pending', 'returned');
CREATE INDEX project_drafts_waiting ON project_drafts (id DESC) WHERE status = 'pending';
CREATE INDEX project_drafts_ngo ON project_drafts (ngo_id, id DESC);

-- A change of a charity's public name, proposed by its admin and decided by an operator.
CREATE TABLE ngo_name_changes (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id        integer NOT NULL REFERENCES ngos (id),
  ar_name       text NOT NULL CHECK (length(ar_name) BETWEEN 3 AND 120),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  reason        text CHECK (length(reason) <= 1000),
  proposed_by   bigint NOT NULL REFERENCES charity_staff (id),
  decided_by    bigint REFERENCES operators (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz
);
CREATE UNIQUE INDEX ngo_name_changes_one_pending ON ngo_name_changes (ngo_id) WHERE status = 'pending';
CREATE INDEX ngo_name_changes_waiting ON ngo_name_changes (id DESC) WHERE status = 'pending';
