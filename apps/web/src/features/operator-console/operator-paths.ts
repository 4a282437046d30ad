/** The operators' console's addresses: its own area under /operator, never linked from the visitor app. */
export const OPERATOR_PATHS = {
  overview: '/operator',
  audit: '/operator/audit',
  operators: '/operator/operators',
  approvals: '/operator/approvals',
  permits: '/operator/permits',
  dataProtection: '/operator/data-protection',
  /** the invitation mail's link: `${invitation}/<token>`, open without a session */
  invitation: '/operator/invitation',
  moderation: '/operator/moderation',
  fees: '/operator/fee-statements',
  reconciliation: '/operator/reconciliation',
  figures: '/operator/dashboard',
  applications: '/operator/applications',
  catalogue: '/operator/catalogue',
  content: '/operator/content',
} as const;

/** A project's text history in «الكتالوج» (docs/decisions/049). */
export const cataloguedProjectPath = (projectId: number) =>
  `${OPERATOR_PATHS.catalogue}/projects/${projectId}`;

/** Every console query key starts with this, so a logout or an ended session drops them all at once. */
export const OPERATOR_QUERY_KEY = ['operator'] as const;
