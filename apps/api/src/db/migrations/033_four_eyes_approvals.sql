-- Four eyes: an act that needs a second operator is asked for by one and carried out only when another
-- approves it, in the approval's transaction (docs/decisions/031). At most one open request per act and
-- object; the approver is never the requester.
CREATE TABLE operator_approvals (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action        text NOT NULL CHECK (action IN ('operator.grant_admin', 'permit.revoke')),
  object_id     bigint NOT NULL,
  reason        text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  requested_by  bigint NOT NULL REFERENCES operators (id),
  requested_at  timestamptz NOT NULL DEFAULT now(),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  decided_by    bigint REFERENCES operators (id),
  decided_at    timestamptz,
  decision_note text CHECK (length(decision_note) <= 500),
  CONSTRAINT operator_approvals_other_person
    CHECK (decided_by IS NULL OR (decided_by <> requested_by) = (status <> 'withdrawn')),
  CONSTRAINT operator_approvals_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX operator_approvals_one_open ON operator_approvals (action, object_id) WHERE status = 'pending';
CREATE INDEX operator_approvals_by_status ON operator_approvals (status, id DESC);
