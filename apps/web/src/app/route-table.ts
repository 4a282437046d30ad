import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import type { PageKey } from '../lib/messages';
import { RequireGuest, RequireLoggedIn } from './guards';
import { RootLayout } from './layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const underConstruction: LazyRoute = async () => ({
  Component: (await import('../components/under-construction-page')).UnderConstructionPage,
});
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
const shortNameRedirect: LazyRoute = async () => ({
  Component: (await import('../features/short-name/components/short-name-redirect')).ShortNameRedirect,
});

/** One exact, case-sensitive page route (SPEC §2: route matching is exact). */
function page(path: string, pageKey: PageKey, lazy: LazyRoute = underConstruction): RouteObject {
  const handle: RouteHandle = { page: pageKey };
  return { path, caseSensitive: true, handle, lazy };
}

export const PATH_NOT_FOUND = '/PathNotFound';

/** Every route of SPEC §2. Static paths outrank `/:shortname`, which outranks the catch-all. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, handle: { page: 'home' } satisfies RouteHandle, lazy: homePage },
      page('/Campaigns', 'campaigns'),
      page('/ChooseCampaign', 'chooseCampaign'),
      page('/CreateCampaign/:projectName/:projectId', 'createCampaign'),
      page('/CampaignDonation/:campaignTitle/:campaignId', 'campaignDonation', campaignPage),
      page('/CondolenceCard/:campaignId', 'condolenceCard', condolenceCardPage),
      page('/ProjectsListing', 'projectsListing'),
      page('/NGOsListing', 'ngosListing'),
      page('/NGODetails/:ngoName/:id', 'ngoDetails'),
      page('/TransactionDonation/:link', 'transactionDonation'),
      page('/TransactionFailed', 'transactionFailed'),
      page('/transactionfailed', 'transactionFailed'),
      page('/ContactUs', 'contactUs'),
      page('/PressCoverage', 'pressCoverage'),
      page('/Terms', 'terms'),
      page('/FAQs', 'faqs'),
      page('/SuccessTips', 'successTips'),
      page('/HowItWork', 'howItWork'),
      page('/TrustandSafety', 'trustAndSafety'),
      page('/Impact', 'impact'),
      page('/Verifymail/:token', 'verifyMail'),
      page(PATH_NOT_FOUND, 'pathNotFound', notFoundPage),
      {
        id: 'logged-in-only',
        Component: RequireLoggedIn,
        children: [
          page('/MyProfile', 'myProfile'),
          page('/MyProfile/Edit', 'editProfile'),
          page('/MyFavourite', 'myFavourite'),
          page('/MyDonations', 'myDonations'),
          page('/MyCampaigns', 'myCampaigns'),
        ],
      },
      {
        id: 'logged-out-only',
        Component: RequireGuest,
        children: [
          page('/Login', 'login'),
          page('/Register', 'register'),
          page('/ForgotPassword', 'forgotPassword'),
          page('/ResetPassword/:token', 'resetPassword'),
          page('/DeleteUser', 'deleteUser'),
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
];
