import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RequireGuest, RequireLoggedIn } from './guards';
import { page, type LazyRoute } from './page-route';
import { RootLayout } from './layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

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

export const PATH_NOT_FOUND = '/PathNotFound';

/**
 * Every route of PRODUCT.md §2, then the operators' console. Static paths outrank `/:shortname`, which
 * outranks the catch-all. The charity console's routes join the table when a `/charity` address is first
 * opened (charity-route-table.ts, router.tsx): the visitor's first load carries none of them.
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
    // the operators' console (issue 36): one route for all of it, its module's `Component` its frame
    // and its own screens, so the visitor app's first load carries no more of it than these lines
    path: '/operator/*',
    caseSensitive: true,
    lazy: () => import('./operator-layout'),
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
  },
];
