-- Issue 37/39: a charity's admin asks for a fundraising permit with its purpose and the Ministry's
-- document; the operator approves it or refuses it with a reason, and the charity's admins are mailed
-- each decision (and a revocation). docs/decisions/045.

-- purpose, document and refusal reason are empty on the permits written before (entered by the operator,
-- or asked for without a document); a request from the console always carries the first two.
ALTER TABLE charity_permits
  ADD COLUMN purpose text CONSTRAINT charity_permits_purpose CHECK (length(purpose) BETWEEN 2 AND 300),
  -- the document's name under DATA_DIR/private/charity-applications (never a public upload)
  ADD COLUMN document_key text
    CONSTRAINT charity_permits_document_key CHECK (document_key ~ '^[A-Za-z0-9_-]{20,40}\.(pdf|jpg|png)$'),
  ADD COLUMN document_type text
    CONSTRAINT charity_permits_document_type CHECK (document_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  ADD COLUMN document_bytes integer CONSTRAINT charity_permits_document_bytes CHECK (document_bytes > 0),
  ADD COLUMN refusal_reason text
    CONSTRAINT charity_permits_refusal_reason CHECK (length(refusal_reason) BETWEEN 2 AND 1000),
  ADD CONSTRAINT charity_permits_document CHECK (
    (document_key IS NULL) = (document_type IS NULL) AND (document_key IS NULL) = (document_bytes IS NULL)),
  ADD CONSTRAINT charity_permits_refused CHECK (refusal_reason IS NULL OR status = 'rejected');

-- The charity's admins are mailed a decision on a permit. The list is migration 049's (044's with the
-- catalogue's two) plus 'permit_decided'.
ALTER TABLE mail_outbox
  DROP CONSTRAINT mail_outbox_kind_check,
  ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
    'receipt', 'campaign_visible', 'daily_digest', 'kiosk_reference',
    'permit_expiring', 'permit_expired', 'delivery_update',
    'reminder', 'family_update', 'follow_confirm', 'admin_invite', 'dua_pending',
    'schedule_started', 'schedule_night_link', 'schedule_charge_failed',
    'schedule_amount_changed', 'schedule_link', 'khatma_read_link',
    'report_to_family', 'moderation_outcome', 'fee_statement_reminder', 'payment_settings_decided',
    'appeal_decided', 'project_reviewed', 'name_change_decided', 'permit_decided'));
