/** The charity console's addresses (ARCHITECTURE: a separate area, never linked from the visitor app). */
export const CONSOLE_PATHS = {
  queue: '/charity',
  donations: '/charity/donations',
  campaigns: '/charity/campaigns',
  projects: '/charity/projects',
  projectDrafts: '/charity/project-drafts',
  page: '/charity/page',
  updates: '/charity/updates',
  permits: '/charity/permits',
  activity: '/charity/activity',
  fees: '/charity/fee-statements',
  cashDeposits: '/charity/cash-deposits',
  reconciliation: '/charity/reconciliation',
  figures: '/charity/dashboard',
  paymentSettings: '/charity/payment-settings',
  team: '/charity/team',
  twoStep: '/charity/two-step',
  verify: '/charity/verify',
  login: '/charity/login',
  forgotPassword: '/charity/forgot-password',
} as const;

/** A live project's text history (docs/decisions/049). */
export const projectHistoryPath = (projectId: number) => `${CONSOLE_PATHS.projects}/${projectId}/history`;

/** Every console query key starts with this, so a login or logout can drop them all at once. */
export const CONSOLE_QUERY_KEY = ['charity'] as const;
