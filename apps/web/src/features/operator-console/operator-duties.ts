import { approvalDuties } from '@athar/contract/operator/approvals';
import { PROJECT_REVIEWERS } from '@athar/contract/operator/project-review';
import { AUDIT_READERS, DATA_PROTECTION_READERS, type OperatorRole } from '@athar/contract/operator/roles';

/** The duties that work on the charities' permits (deciding requests, asking a revocation). */
const PERMIT_DUTIES: readonly OperatorRole[] = approvalDuties['permit.revoke'];
/** The duties that review the charities' applications to join (issue 37). */
const APPLICATION_REVIEWERS: readonly OperatorRole[] = ['onboarding', 'admin'];
/** Every duty that may ask for or approve some four-eyes act. */
const APPROVAL_DUTIES = [...new Set(Object.values(approvalDuties).flat())];
/** The moderators' queue and outcomes (docs/decisions/033). */
const MODERATION_DUTIES: readonly OperatorRole[] = ['moderator', 'admin'];

/** Which parts of the console an operator's duties open (the server checks the same on every call). */
export function dutiesOpen(roles: readonly OperatorRole[]) {
  const holds = (duties: readonly OperatorRole[]) => duties.some((role) => roles.includes(role));
  return {
    audit: holds(AUDIT_READERS),
    operators: roles.includes('admin'),
    approvals: holds(APPROVAL_DUTIES),
    permits: holds(PERMIT_DUTIES),
    dataProtection: holds(DATA_PROTECTION_READERS),
    moderation: holds(MODERATION_DUTIES),
    fees: holds(['finance', 'admin']),
    reconciliation: holds(['finance', 'admin']),
    figures: holds(['finance', 'admin']),
    applications: holds(APPLICATION_REVIEWERS),
    catalogue: holds(PROJECT_REVIEWERS),
  };
}
