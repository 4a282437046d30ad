-- Search reads the names already folded by ar_norm() instead of folding every candidate row again
-- (once in the index recheck, then for the rank and the similarity): PERFORMANCE.md, P5.
-- The database keeps these columns in step with the names. If ar_norm() is ever redefined, a
-- migration must recompute them (e.g. UPDATE … SET title = title) as well as rebuild the indexes.
ALTER TABLE ngos ADD COLUMN ar_name_norm text NOT NULL GENERATED ALWAYS AS (ar_norm(ar_name)) STORED;
ALTER TABLE projects ADD COLUMN ar_name_norm text NOT NULL GENERATED ALWAYS AS (ar_norm(ar_name)) STORED;
ALTER TABLE campaigns ADD COLUMN title_norm text NOT NULL GENERATED ALWAYS AS (ar_norm(title)) STORED;

DROP INDEX ngos_name_trgm;
CREATE INDEX ngos_name_trgm ON ngos USING gin (ar_name_norm gin_trgm_ops);
DROP INDEX projects_name_trgm;
CREATE INDEX projects_name_trgm ON projects USING gin (ar_name_norm gin_trgm_ops);
DROP INDEX campaigns_title_trgm;
CREATE INDEX campaigns_title_trgm ON campaigns USING gin (title_norm gin_trgm_ops) WHERE collected >= 10000;
