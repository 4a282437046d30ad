-- Issue 34 (docs/decisions/028): the dua wall limits each writer, not the wall; the khatma counts unread
-- ajza' per reader, not per address; the links of the follow and update mails are opaque random
-- tokens, stored hashed with what they stand for.

-- The duas a wall took in the last hour, counted when a new one is written: past a ceiling far above
-- what a family writes, new duas wait for the family's approval instead of showing at once.
CREATE INDEX duas_campaign_recent ON duas (campaign_id, created_at);

-- The guest who reserved a juz: the SHA-256 (hex) of a random reader token their browser keeps (an
-- account is user_id). Several readers may share one address (a household, a carrier's shared address).
ALTER TABLE khatma_parts
  ADD COLUMN reader_hash text CONSTRAINT khatma_parts_reader_hash CHECK (reader_hash ~ '^[0-9a-f]{64}$');

-- A link in a mail: the mail carries a random token, the row its hash and what it does. An update-mail
-- unsubscribe names the address and campaign, a follow's unsubscribe the follow and the kind it stops,
-- a follow's confirmation the follow and the choices it confirms (once; it expires). An unsubscribe
-- link never expires: stopping mail must never get harder. Nothing of it shows in the link, and only a
-- POST (a button a person presses, or a mail client's one-click) acts.
CREATE TABLE mail_links (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  purpose      text NOT NULL CHECK (purpose IN ('updates_unsubscribe', 'follow_unsubscribe', 'follow_confirm')),
  campaign_id  bigint REFERENCES campaigns (id),
  email        text CHECK (email = lower(email)),
  follow_id    bigint REFERENCES campaign_follows (id) ON DELETE CASCADE,
  occasion     text CHECK (occasion IN ('anniversary', 'ramadan', 'arafah', 'friday', 'family_update', 'all')),
  -- a confirmation's choices: {anniversary, ramadan, arafah, friday, family_updates}; {} for the others
  choices      jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at   timestamptz,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mail_links_target CHECK (
    (purpose = 'updates_unsubscribe' AND campaign_id IS NOT NULL AND email IS NOT NULL)
    OR (purpose = 'follow_unsubscribe' AND follow_id IS NOT NULL AND occasion IS NOT NULL)
    OR (purpose = 'follow_confirm' AND follow_id IS NOT NULL AND choices <> '{}'::jsonb)),
  CONSTRAINT mail_links_expiry CHECK ((purpose = 'follow_confirm') = (expires_at IS NOT NULL))
);
CREATE INDEX mail_links_follow ON mail_links (follow_id) WHERE follow_id IS NOT NULL;
