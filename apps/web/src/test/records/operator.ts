import type { AuditEntry } from '@athar/contract/operator/audit';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import type { OperatorOverview } from '@athar/contract/operator/overview';

/* The operators' console: who is logged in, the first screen, the audit log and the operators. */

/** An admin whose second factor is done (`session: 'ready'`). */
export function operatorProfile(given: Partial<OperatorProfile> = {}): OperatorProfile {
  return {
    id: 7,
    operator_name: 'هدى الشريف',
    email: 'huda@athar.local',
    roles: ['admin'],
    session: 'ready',
    ...given,
  };
}

/** A new secret for the authenticator app, as GET /api/operator/auth/enrolment answers it. */
export function operatorEnrolment(secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') {
  return {
    secret,
    otpauth_uri: `otpauth://totp/Athar:huda%40athar.local?secret=${secret}&issuer=Athar`,
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
  };
}

/** The ten recovery codes of a confirmed enrolment. */
export const RECOVERY_CODES = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'bcdef-ghijk',
  'lmnop-qrstu',
  'vwxyz-23456',
  'cdefg-hijkl',
  'mnopq-rstuv',
  'wxyz2-34567',
  'defgh-ijklm',
];

/** The first screen with nothing to do. */
export function operatorOverview(given: Partial<OperatorOverview> = {}): OperatorOverview {
  return {
    expiring_permits: [],
    charities_without_permit: [],
    overdue_cash: [],
    waiting: {
      applications: { count: 0, oldest_at: null },
      reports: { campaigns: 0, late: 0, oldest_at: null },
    },
    ...given,
  };
}

/** One entry of the audit log: an operator's login, verified. */
export function auditEntry(given: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 120,
    at: '2026-12-06T10:15:00.000Z',
    actor_kind: 'operator',
    actor_id: 7,
    actor_label: null,
    action: 'operator.login.verified',
    object_kind: null,
    object_id: null,
    ngo_id: null,
    changes: null,
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    ...given,
  };
}

/** An operator in the admins' list, enrolled with all ten recovery codes. */
export function operatorListItem(given: Partial<OperatorListItem> = {}): OperatorListItem {
  return {
    id: 8,
    operator_name: 'كريم منصور',
    email: 'karim@athar.local',
    roles: ['finance'],
    enrolled: true,
    recovery_codes_left: 10,
    activated: true,
    disabled: false,
    ...given,
  };
}
