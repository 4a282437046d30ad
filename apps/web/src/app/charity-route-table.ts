import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { page, type LazyRoute } from './page-route';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';

/** The charity console (PRODUCT.md §2.5): its own frame, guards and pages, each its own chunk. */
const consolePages = {
  layout: async () => ({ Component: (await import('./console-layout')).ConsoleLayout }),
  updates: async () => ({
    Component: (await import('../features/charity-console/components/delivery-updates-page'))
      .DeliveryUpdatesPage,
  }),
  permits: async () => ({
    Component: (await import('../features/charity-console/components/charity-permits-page'))
      .CharityPermitsPage,
  }),
  activity: async () => ({
    Component: (await import('../features/charity-console/components/charity-audit-page')).CharityAuditPage,
  }),
  fees: async () => ({
    Component: (await import('../features/charity-console/components/fee-statements-page')).FeeStatementsPage,
  }),
  cashDeposits: async () => ({
    Component: (await import('../features/charity-console/components/cash-deposits-page')).CashDepositsPage,
  }),
  paymentSettings: async () => ({
    Component: (await import('../features/charity-console/components/payment-settings-page'))
      .PaymentSettingsPage,
  }),
  team: async () => ({
    Component: (await import('../features/charity-console/components/charity-team-page')).CharityTeamPage,
  }),
  twoStep: async () => ({
    Component: (await import('../features/charity-console/components/staff-factor-page')).StaffFactorPage,
  }),
  verify: async () => ({
    Component: (await import('../features/charity-console/components/staff-verify-page')).StaffVerifyPage,
  }),
  requireStaff: async () => ({
    Component: (await import('../features/charity-console/components/staff-guards')).RequireStaff,
  }),
  requireNoStaff: async () => ({
    Component: (await import('../features/charity-console/components/staff-guards')).RequireNoStaff,
  }),
  login: async () => ({
    Component: (await import('../features/charity-console/components/staff-login-page')).StaffLoginPage,
  }),
  forgotPassword: async () => ({
    Component: (await import('../features/charity-console/components/staff-forgot-password-page'))
      .StaffForgotPasswordPage,
  }),
  resetPassword: async () => ({
    Component: (await import('../features/charity-console/components/staff-set-password-page'))
      .StaffResetPasswordPage,
  }),
  setPassword: async () => ({
    Component: (await import('../features/charity-console/components/staff-set-password-page'))
      .StaffSetPasswordPage,
  }),
  queue: async () => ({
    Component: (await import('../features/charity-console/components/console-home')).ConsoleHome,
  }),
  donations: async () => ({
    Component: (await import('../features/charity-console/components/charity-donations-page'))
      .CharityDonationsPage,
  }),
  campaigns: async () => ({
    Component: (await import('../features/charity-console/components/charity-campaigns-page'))
      .CharityCampaignsPage,
  }),
  projects: async () => ({
    Component: (await import('../features/charity-console/components/project-labels-page')).ProjectLabelsPage,
  }),
  projectDrafts: async () => ({
    Component: (await import('../features/charity-console/components/project-drafts-page')).ProjectDraftsPage,
  }),
  page: async () => ({
    Component: (await import('../features/charity-console/components/charity-page-page')).CharityPagePage,
  }),
} satisfies Record<string, LazyRoute>;

/**
 * The charity console's routes (PRODUCT.md §2.5), a chunk of their own: the router adds them to its table
 * the first time a `/charity` address is opened (router.tsx), so the visitor app's first load carries
 * none of their lines.
 */
export const charityRoutes: RouteObject[] = [
  {
    // a static first segment, so it outranks the visitor app's `/:shortname`
    id: 'charity',
    path: '/charity',
    caseSensitive: true,
    lazy: consolePages.layout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        id: 'staff-only',
        lazy: consolePages.requireStaff,
        children: [
          { index: true, handle: { page: 'charityQueue' } satisfies RouteHandle, lazy: consolePages.queue },
          page('/charity/donations', 'charityDonations', consolePages.donations),
          page('/charity/campaigns', 'charityCampaigns', consolePages.campaigns),
          page('/charity/projects', 'charityProjects', consolePages.projects),
          page('/charity/project-drafts', 'charityProjectDrafts', consolePages.projectDrafts),
          page('/charity/page', 'charityPage', consolePages.page),
          page('/charity/updates', 'charityUpdates', consolePages.updates),
          page('/charity/permits', 'charityPermits', consolePages.permits),
          page('/charity/activity', 'charityActivity', consolePages.activity),
          page('/charity/fee-statements', 'charityFees', consolePages.fees),
          page('/charity/cash-deposits', 'charityCashDeposits', consolePages.cashDeposits),
          page('/charity/payment-settings', 'charityPaymentSettings', consolePages.paymentSettings),
          page('/charity/team', 'charityTeam', consolePages.team),
          page('/charity/two-step', 'charityTwoStep', consolePages.twoStep),
        ],
      },
      {
        id: 'staff-logged-out-only',
        lazy: consolePages.requireNoStaff,
        children: [
          page('/charity/login', 'charityLogin', consolePages.login),
          page('/charity/forgot-password', 'charityForgotPassword', consolePages.forgotPassword),
        ],
      },
      page('/charity/verify', 'charityVerify', consolePages.verify),
      page('/charity/set-password/:token', 'charitySetPassword', consolePages.setPassword),
      page('/charity/reset-password/:token', 'charityResetPassword', consolePages.resetPassword),
    ],
  },
];
