import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { charityPageTitles } from '../lib/messages/charity-pages';
import { titledPage, type LazyRoute } from './page-route';
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
  reconciliation: async () => ({
    Component: (await import('../features/charity-console/components/charity-reconciliation-page'))
      .CharityReconciliationPage,
  }),
  figures: async () => ({
    Component: (await import('../features/charity-console/components/charity-figures-page'))
      .CharityFiguresPage,
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
  projectHistory: async () => ({
    Component: (await import('../features/charity-console/components/project-history-page'))
      .ProjectHistoryPage,
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
          {
            index: true,
            handle: { title: charityPageTitles.charityQueue } satisfies RouteHandle,
            lazy: consolePages.queue,
          },
          titledPage('/charity/donations', charityPageTitles.charityDonations, consolePages.donations),
          titledPage('/charity/campaigns', charityPageTitles.charityCampaigns, consolePages.campaigns),
          titledPage('/charity/projects', charityPageTitles.charityProjects, consolePages.projects),
          titledPage(
            '/charity/project-drafts',
            charityPageTitles.charityProjectDrafts,
            consolePages.projectDrafts,
          ),
          titledPage(
            '/charity/projects/:id/history',
            charityPageTitles.charityProjectHistory,
            consolePages.projectHistory,
          ),
          titledPage('/charity/page', charityPageTitles.charityPage, consolePages.page),
          titledPage('/charity/updates', charityPageTitles.charityUpdates, consolePages.updates),
          titledPage('/charity/permits', charityPageTitles.charityPermits, consolePages.permits),
          titledPage('/charity/activity', charityPageTitles.charityActivity, consolePages.activity),
          titledPage('/charity/fee-statements', charityPageTitles.charityFees, consolePages.fees),
          titledPage(
            '/charity/cash-deposits',
            charityPageTitles.charityCashDeposits,
            consolePages.cashDeposits,
          ),
          titledPage('/charity/dashboard', charityPageTitles.charityFigures, consolePages.figures),
          titledPage(
            '/charity/reconciliation',
            charityPageTitles.charityReconciliation,
            consolePages.reconciliation,
          ),
          titledPage(
            '/charity/payment-settings',
            charityPageTitles.charityPaymentSettings,
            consolePages.paymentSettings,
          ),
          titledPage('/charity/team', charityPageTitles.charityTeam, consolePages.team),
          titledPage('/charity/two-step', charityPageTitles.charityTwoStep, consolePages.twoStep),
        ],
      },
      {
        id: 'staff-logged-out-only',
        lazy: consolePages.requireNoStaff,
        children: [
          titledPage('/charity/login', charityPageTitles.charityLogin, consolePages.login),
          titledPage(
            '/charity/forgot-password',
            charityPageTitles.charityForgotPassword,
            consolePages.forgotPassword,
          ),
        ],
      },
      titledPage('/charity/verify', charityPageTitles.charityVerify, consolePages.verify),
      titledPage(
        '/charity/set-password/:token',
        charityPageTitles.charitySetPassword,
        consolePages.setPassword,
      ),
      titledPage(
        '/charity/reset-password/:token',
        charityPageTitles.charityResetPassword,
        consolePages.resetPassword,
      ),
    ],
  },
];
