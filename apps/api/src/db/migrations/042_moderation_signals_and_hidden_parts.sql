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
