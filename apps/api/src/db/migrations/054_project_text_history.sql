-- A project's text history shows and restores the whole text a charity writes (docs/decisions/049):
-- the category and both honest labels join the name, description and price of each approved version,
-- and a restored version names the one it copied.
ALTER TABLE project_text_versions
  ADD COLUMN category_id integer REFERENCES categories (id),
  ADD COLUMN sadaqa_kind text CHECK (sadaqa_kind IN ('jariya', 'sadaqa')),
  ADD COLUMN zakat_eligible boolean,
  ADD COLUMN restored_from bigint REFERENCES project_text_versions (id);

-- A version approved from a draft takes the draft's; a first version (no draft) the project's own.
UPDATE project_text_versions v
  SET category_id = d.category_id, sadaqa_kind = d.sadaqa_kind, zakat_eligible = d.zakat_eligible
  FROM project_drafts d WHERE d.id = v.draft_id;
UPDATE project_text_versions v
  SET category_id = p.category_id, sadaqa_kind = p.sadaqa_kind, zakat_eligible = p.zakat_eligible
  FROM projects p WHERE p.id = v.project_id AND v.category_id IS NULL;

ALTER TABLE project_text_versions
  ALTER COLUMN category_id SET NOT NULL,
  ALTER COLUMN sadaqa_kind SET NOT NULL,
  ALTER COLUMN zakat_eligible SET NOT NULL;

-- A charity's restore is a revision like any other, sent for review at once; it names the version it
-- copied, and its approved text says so.
ALTER TABLE project_drafts ADD COLUMN restored_from bigint REFERENCES project_text_versions (id);
