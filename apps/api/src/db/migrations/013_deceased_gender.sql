-- The deceased's gender (docs/decisions/013): the texts about the person a campaign remembers follow it
-- (في ذكراه / في ذكراها, رحمه الله / رحمها الله). Existing campaigns become 'male', the form the app
-- wrote about every campaign until now, so no page reads differently the day this runs; their
-- creators can change it from the campaign page. NOT NULL with a constant default: one form for
-- every reader, and PostgreSQL adds the column without rewriting the table.
ALTER TABLE campaigns
  ADD COLUMN deceased_gender text NOT NULL DEFAULT 'male'
  CONSTRAINT campaigns_deceased_gender CHECK (deceased_gender IN ('male', 'female'));
