-- Card donations whose payment never reached the bank (the donor left before a session was opened,
-- or the payment host refused it): the reconciliation cancels them after a while, oldest first.
CREATE INDEX donations_card_without_session ON donations (created_at)
  WHERE status = 'pending' AND type = 2 AND payment_session_id IS NULL;
