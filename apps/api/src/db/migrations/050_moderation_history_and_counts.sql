-- Issue 38, fourth part (docs/decisions/044): /TrustandSafety's monthly counts read each table by its
-- time over the last twelve months only.

CREATE INDEX campaign_reports_created ON campaign_reports (created_at);
CREATE INDEX campaign_reports_queued_at ON campaign_reports (queued_at) WHERE first_look_at IS NOT NULL;
CREATE INDEX moderation_decisions_decided ON moderation_decisions (decided_at);
CREATE INDEX moderation_appeals_decided ON moderation_appeals (decided_at) WHERE decided_at IS NOT NULL;

-- A campaign's history in its moderation case: the family's edits were kept nowhere until now (the
-- campaign row holds only its present). One row per saved edit, naming what changed, never the words.
CREATE TABLE campaign_edits (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  user_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  what        text[] NOT NULL CHECK (cardinality(what) BETWEEN 1 AND 4
                AND what <@ ARRAY['description', 'death_date', 'deceased_gender', 'photo']),
  edited_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_edits_campaign ON campaign_edits (campaign_id, edited_at DESC, id DESC);
