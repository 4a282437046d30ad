-- Issue 38, fourth part (docs/decisions/044): /TrustandSafety's monthly counts read each table by its
-- time over the last twelve months only.

CREATE INDEX campaign_reports_created ON campaign_reports (created_at);
CREATE INDEX campaign_reports_queued_at ON campaign_reports (queued_at) WHERE first_look_at IS NOT NULL;
CREATE INDEX moderation_decisions_decided ON moderation_decisions (decided_at);
CREATE INDEX moderation_appeals_decided ON moderation_appeals (decided_at) WHERE decided_at IS NOT NULL;
