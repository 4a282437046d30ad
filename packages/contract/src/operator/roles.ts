/** An operator's duties; a person may hold any of them (issue 36). */
export const OPERATOR_ROLES = [
  'admin',
  'onboarding',
  'catalogue',
  'moderator',
  'finance',
  'data_protection',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** How each duty is named in the console. */
export const operatorRoleNames: Record<OperatorRole, string> = {
  admin: 'إدارة المشغّلين',
  onboarding: 'انضمام الجمعيات والتصاريح',
  catalogue: 'الكتالوج والمحتوى',
  moderator: 'الإشراف على المحتوى',
  finance: 'المالية',
  data_protection: 'حماية البيانات',
};

/** Who may read the audit log: the admins and data protection (read-only). */
export const AUDIT_READERS: readonly OperatorRole[] = ['admin', 'data_protection'];

/** Who may read the data-protection registers (requests, consents, breaches) and look a user up. */
export const DATA_PROTECTION_READERS: readonly OperatorRole[] = ['admin', 'data_protection'];
/** Who records and closes people's data requests and breaches: the data-protection duty alone. */
export const DATA_PROTECTION_HANDLERS: readonly OperatorRole[] = ['data_protection'];
