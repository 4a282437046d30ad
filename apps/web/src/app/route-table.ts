import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import type { PageKey } from '../lib/messages';
import { RequireGuest, RequireLoggedIn } from './guards';
import { RootLayout } from './layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const homePage: LazyRoute = async () => ({
  Component: (await import('../features/home/components/home-page')).HomePage,
});
const notFoundPage: LazyRoute = async () => ({
  Component: (await import('../features/not-found/components/not-found-page')).NotFoundPage,
});
const campaignPage: LazyRoute = async () => ({
  Component: (await import('../features/campaign-page/components/campaign-page')).CampaignPage,
});
const condolenceCardPage: LazyRoute = async () => ({
  Component: (await import('../features/campaign-page/components/condolence-card-page')).CondolenceCardPage,
});
const transactionDonationPage: LazyRoute = async () => ({
  Component: (await import('../features/transactions/components/transaction-donation-page'))
    .TransactionDonationPage,
});
const transactionFailedPage: LazyRoute = async () => ({
  Component: (await import('../features/transactions/components/transaction-failed-page'))
    .TransactionFailedPage,
});
const chooseCampaignPage: LazyRoute = async () => ({
  Component: (await import('../features/choose-campaign/components/choose-campaign-page')).ChooseCampaignPage,
});
const createCampaignPage: LazyRoute = async () => ({
  Component: (await import('../features/create-campaign/components/create-campaign-page')).CreateCampaignPage,
});
/** A charity's application to join Athar and its tracking page (issue 37). */
const applicationPages = {
  join: async () => ({
    Component: (await import('../features/charity-application/components/join-as-charity-page'))
      .JoinAsCharityPage,
  }),
  track: async () => ({
    Component: (await import('../features/charity-application/components/application-tracking-page'))
      .ApplicationTrackingPage,
  }),
} satisfies Record<string, LazyRoute>;
const receiptPage: LazyRoute = async () => ({
  Component: (await import('../features/receipt/components/receipt-page')).ReceiptPage,
});
const statementPage: LazyRoute = async () => ({
  Component: (await import('../features/statement/components/statement-page')).StatementPage,
});
const shortNameRedirect: LazyRoute = async () => ({
  Component: (await import('../features/short-name/components/short-name-redirect')).ShortNameRedirect,
});

/** The account pages (registration, login, profile and lists), each its own chunk. */
const accountPages = {
  login: async () => ({ Component: (await import('../features/accounts/components/login-page')).LoginPage }),
  register: async () => ({
    Component: (await import('../features/accounts/components/register-page')).RegisterPage,
  }),
  forgotPassword: async () => ({
    Component: (await import('../features/accounts/components/forgot-password-page')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({
    Component: (await import('../features/accounts/components/reset-password-page')).ResetPasswordPage,
  }),
  verifyMail: async () => ({
    Component: (await import('../features/accounts/components/verify-mail-page')).VerifyMailPage,
  }),
  myProfile: async () => ({
    Component: (await import('../features/accounts/components/profile-page')).ProfilePage,
  }),
  editProfile: async () => ({
    Component: (await import('../features/accounts/components/edit-profile-page')).EditProfilePage,
  }),
  myFavourite: async () => ({
    Component: (await import('../features/accounts/components/my-favourite-page')).MyFavouritePage,
  }),
  myDonations: async () => ({
    Component: (await import('../features/accounts/components/my-donations-page')).MyDonationsPage,
  }),
  myCampaigns: async () => ({
    Component: (await import('../features/accounts/components/my-campaigns-page')).MyCampaignsPage,
  }),
  deleteUser: async () => ({
    Component: (await import('../features/accounts/components/delete-user-page')).DeleteUserPage,
  }),
} satisfies Record<string, LazyRoute>;

/** The discovery pages (listings, charity details, Impact, information and contact), each its own chunk. */
const discoveryPages = {
  campaigns: async () => ({
    Component: (await import('../features/campaigns/components/campaigns-page')).CampaignsPage,
  }),
  projects: async () => ({
    Component: (await import('../features/projects/components/projects-page')).ProjectsPage,
  }),
  ngos: async () => ({ Component: (await import('../features/charities/components/ngos-page')).NgosPage }),
  ngoDetails: async () => ({
    Component: (await import('../features/charities/components/ngo-details-page')).NgoDetailsPage,
  }),
  impact: async () => ({ Component: (await import('../features/impact/components/impact-page')).ImpactPage }),
  contact: async () => ({
    Component: (await import('../features/info/components/contact-page')).ContactPage,
  }),
  press: async () => ({ Component: (await import('../features/info/components/press-page')).PressPage }),
  terms: async () => ({ Component: (await import('../features/info/components/terms-page')).TermsPage }),
  privacy: async () => ({
    Component: (await import('../features/info/components/privacy-page')).PrivacyPage,
  }),
  faqs: async () => ({ Component: (await import('../features/info/components/faqs-page')).FaqsPage }),
  successTips: async () => ({
    Component: (await import('../features/info/components/success-tips-page')).SuccessTipsPage,
  }),
  howItWorks: async () => ({
    Component: (await import('../features/info/components/how-it-works-page')).HowItWorksPage,
  }),
  trust: async () => ({ Component: (await import('../features/info/components/trust-page')).TrustPage }),
} satisfies Record<string, LazyRoute>;

/**
 * The no-login pages of the follow mails (PRODUCT.md §11.3): confirming a guest's follow, stopping reminders.
 */
const reminderPages = {
  confirm: async () => ({
    Component: (await import('../features/reminders/components/confirm-follow-page')).ConfirmFollowPage,
  }),
  unsubscribe: async () => ({
    Component: (await import('../features/reminders/components/unsubscribe-follow-page'))
      .UnsubscribeFollowPage,
  }),
} satisfies Record<string, LazyRoute>;

/** The family's management of a campaign and the invitation link (PRODUCT.md §11.4). */
const familyPages = {
  manage: async () => ({
    Component: (await import('../features/campaign-family/components/campaign-family-page'))
      .CampaignFamilyPage,
  }),
  invitation: async () => ({
    Component: (await import('../features/campaign-family/components/invitation-page')).InvitationPage,
  }),
} satisfies Record<string, LazyRoute>;

/**
 * Scheduled giving (docs/decisions/020): the donor's page behind the signed link, and a card the bank did not
 * verify.
 */
const givingPages = {
  schedule: async () => ({
    Component: (await import('../features/giving/components/giving-schedule-page')).GivingSchedulePage,
  }),
  failed: async () => ({
    Component: (await import('../features/giving/components/giving-schedule-failed-page'))
      .GivingScheduleFailedPage,
  }),
} satisfies Record<string, LazyRoute>;

/** The no-login page that stops a campaign's update mails (the link in each). */
const unsubscribePage: LazyRoute = async () => ({
  Component: (await import('../features/delivery-updates/components/unsubscribe-page')).UnsubscribePage,
});

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

/** One exact, case-sensitive page route (PRODUCT.md §2: route matching is exact). */
function page(path: string, pageKey: PageKey, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { page: pageKey };
  return { path, caseSensitive: true, handle, lazy };
}

export const PATH_NOT_FOUND = '/PathNotFound';

/**
 * Every route of PRODUCT.md §2, then the charity console and the operators' console. Static paths outrank `/:shortname`, which outranks
 * the catch-all.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, handle: { page: 'home' } satisfies RouteHandle, lazy: homePage },
      page('/Campaigns', 'campaigns', discoveryPages.campaigns),
      page('/ChooseCampaign', 'chooseCampaign', chooseCampaignPage),
      page('/CreateCampaign/:projectName/:projectId', 'createCampaign', createCampaignPage),
      page('/CampaignDonation/:campaignTitle/:campaignId', 'campaignDonation', campaignPage),
      page('/CondolenceCard/:campaignId', 'condolenceCard', condolenceCardPage),
      page('/ProjectsListing', 'projectsListing', discoveryPages.projects),
      page('/NGOsListing', 'ngosListing', discoveryPages.ngos),
      page('/NGODetails/:ngoName/:id', 'ngoDetails', discoveryPages.ngoDetails),
      page('/JoinAsCharity', 'joinAsCharity', applicationPages.join),
      page('/JoinAsCharity/track/:token', 'applicationTracking', applicationPages.track),
      page('/TransactionDonation/:link', 'transactionDonation', transactionDonationPage),
      page('/TransactionFailed', 'transactionFailed', transactionFailedPage),
      page('/transactionfailed', 'transactionFailed', transactionFailedPage),
      page('/Receipt/:id', 'receipt', receiptPage),
      page('/ContactUs', 'contactUs', discoveryPages.contact),
      page('/PressCoverage', 'pressCoverage', discoveryPages.press),
      page('/Terms', 'terms', discoveryPages.terms),
      page('/Privacy', 'privacy', discoveryPages.privacy),
      page('/FAQs', 'faqs', discoveryPages.faqs),
      page('/SuccessTips', 'successTips', discoveryPages.successTips),
      page('/HowItWork', 'howItWork', discoveryPages.howItWorks),
      page('/TrustandSafety', 'trustAndSafety', discoveryPages.trust),
      page('/Impact', 'impact', discoveryPages.impact),
      page('/Verifymail/:token', 'verifyMail', accountPages.verifyMail),
      page('/Unsubscribe', 'unsubscribe', unsubscribePage),
      page('/Invitation', 'invitation', familyPages.invitation),
      page('/Reminders/Confirm', 'remindersConfirm', reminderPages.confirm),
      page('/Reminders/Unsubscribe', 'remindersUnsubscribe', reminderPages.unsubscribe),
      page('/GivingSchedule/failed', 'givingScheduleFailed', givingPages.failed),
      page('/GivingSchedule/:scheduleId', 'givingSchedule', givingPages.schedule),
      // a schedule's one-tap night link (docs/decisions/020): the campaign's page, which moves to its full
      // address
      page('/Campaign/:campaignId', 'campaignDonation', campaignPage),
      page(PATH_NOT_FOUND, 'pathNotFound', notFoundPage),
      {
        id: 'logged-in-only',
        Component: RequireLoggedIn,
        children: [
          page('/MyProfile', 'myProfile', accountPages.myProfile),
          page('/MyProfile/Edit', 'editProfile', accountPages.editProfile),
          page('/MyFavourite', 'myFavourite', accountPages.myFavourite),
          page('/MyDonations', 'myDonations', accountPages.myDonations),
          page('/MyDonations/statement', 'yearlyStatement', statementPage),
          page('/MyCampaigns', 'myCampaigns', accountPages.myCampaigns),
          page('/Campaign/:campaignId/family', 'campaignFamily', familyPages.manage),
        ],
      },
      {
        id: 'logged-out-only',
        Component: RequireGuest,
        children: [
          page('/Login', 'login', accountPages.login),
          page('/Register', 'register', accountPages.register),
          page('/ForgotPassword', 'forgotPassword', accountPages.forgotPassword),
          page('/ResetPassword/:token', 'resetPassword', accountPages.resetPassword),
          page('/DeleteUser', 'deleteUser', accountPages.deleteUser),
        ],
      },
      { id: 'short-name', path: '/:shortname', lazy: shortNameRedirect },
      {
        id: 'not-found',
        path: '*',
        handle: { page: 'pathNotFound' } satisfies RouteHandle,
        lazy: notFoundPage,
      },
    ],
  },
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
  {
    // the operators' console (issue 36): one route for all of it, its module's `Component` its frame
    // and its own screens, so the visitor app's first load carries no more of it than these lines
    path: '/operator/*',
    caseSensitive: true,
    lazy: () => import('./operator-layout'),
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
  },
];
