-- Signals Athar computes itself (issue 38, docs/decisions/036): the same deceased name and date of
-- death on another campaign, a photo already used by another campaign (a 64-bit difference hash), an
-- account that created many campaigns in a day, a phone number or payment details in the words. Each
-- is found with an index, never a full scan; a campaign with a new signal enters the moderators' queue
-- as a severe case, as one report with the reason 'signal' (reporter 'athar').

-- The same deceased: the folded name (title_norm, the search's folds) and the date of death.
CREATE INDEX campaigns_same_deceased ON campaigns (title_norm, death_date) WHERE death_date IS NOT NULL;

-- The photo's difference hash (dHash: 9×8 grey, 64 bits), as a signed bigint; null without an
-- uploaded photo or for a flat picture that carries no likeness.
ALTER TABLE campaigns ADD COLUMN photo_hash bigint;

-- The hash cut in four 16-bit bands: two hashes at most 6 bits apart share a band within 1 bit
-- (pigeonhole), so the candidates are read by exact (band, bits) from this index, 17 values a band,
-- and the distance is counted on the few candidates.
CREATE TABLE campaign_photo_bands (
  band         smallint NOT NULL CHECK (band BETWEEN 0 AND 3),
  bits         integer NOT NULL CHECK (bits BETWEEN 0 AND 65535),
  campaign_id  bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  PRIMARY KEY (band, bits, campaign_id)
);
CREATE INDEX campaign_photo_bands_campaign ON campaign_photo_bands (campaign_id);

CREATE TABLE campaign_signals (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id        bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('same_deceased', 'same_photo', 'many_campaigns', 'money_in_text')),
  -- the other campaign it points to (the same deceased, the same photo)
  other_campaign_id  bigint REFERENCES campaigns (id) ON DELETE CASCADE,
  -- what was found (a phone number, an IBAN, the words); '' when the kind says it all
  detail             text NOT NULL DEFAULT '' CHECK (length(detail) <= 200),
  source             text NOT NULL DEFAULT 'campaign' CHECK (source IN ('campaign', 'family_update', 'delivery_update')),
  source_id          bigint,
  created_at         timestamptz NOT NULL DEFAULT now()
);
-- a signal is found once: computing again after an edit adds only what is new
CREATE UNIQUE INDEX campaign_signals_once
  ON campaign_signals (campaign_id, kind, coalesce(other_campaign_id, 0), detail);

-- The queue's case for signals: one report with the reason 'signal'. The reason list is migration
-- 036's plus 'signal'.
ALTER TABLE campaign_reports
  DROP CONSTRAINT campaign_reports_reason_check,
  ADD CONSTRAINT campaign_reports_reason_check CHECK (reason IN (
    'not_ours', 'offensive', 'money_outside', 'duplicate', 'rights', 'other', 'dua', 'signal'));

-- Hiding one element (docs/decisions/036): a moderator hides the photo (the page shows the default
-- picture), the description, one dua, or one family or delivery update of the campaign. The photo's
-- key and the words are moved aside, so that every public reader — the page, the API, the cards, link
-- previews and their picture — reads the default without a condition of its own; the family still
-- reads them, marked «مخفي للمراجعة». Restore puts them back.
ALTER TABLE campaigns
  ADD COLUMN hidden_image text,
  ADD COLUMN hidden_description text;
ALTER TABLE duas ADD COLUMN moderation_hidden boolean NOT NULL DEFAULT false;
ALTER TABLE family_updates ADD COLUMN moderation_hidden boolean NOT NULL DEFAULT false;
ALTER TABLE delivery_updates ADD COLUMN moderation_hidden boolean NOT NULL DEFAULT false;

-- The decision names the element it hid. The outcome list is migration 036's plus 'hidden'.
ALTER TABLE moderation_decisions
  ADD COLUMN part text CHECK (part IN ('photo', 'description', 'dua', 'family_update', 'delivery_update')),
  ADD COLUMN part_id bigint,
  DROP CONSTRAINT moderation_decisions_outcome_check,
  ADD CONSTRAINT moderation_decisions_outcome_check
    CHECK (outcome IN ('dismissed', 'paused', 'taken_down', 'restored', 'hidden')),
  ADD CONSTRAINT moderation_decisions_part CHECK ((outcome = 'hidden') = (part IS NOT NULL));

-- A hide closes the campaign's open reports as the other outcomes do. The list is migration 036's
-- plus 'hidden'.
ALTER TABLE campaign_reports
  DROP CONSTRAINT campaign_reports_closed_how_check,
  ADD CONSTRAINT campaign_reports_closed_how_check CHECK (closed_how IN (
    'family_fixed', 'family_answered', 'campaign_changed', 'dua_decided',
    'dismissed', 'paused', 'taken_down', 'restored', 'hidden'));
