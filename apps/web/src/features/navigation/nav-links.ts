import { messages } from '../../lib/messages';

/** The ids of the side menu and the account menu, for their buttons' aria-controls (the menus are lazy chunks). */
export const MOBILE_MENU_ID = 'mobile-menu';
export const USER_MENU_ID = 'user-menu';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The navbar's browse links (PRODUCT.md §2 navbar). */
export const mainLinks: NavLinkItem[] = [
  { to: '/Campaigns', label: messages.nav.campaigns },
  { to: '/ProjectsListing', label: messages.nav.projects },
  { to: '/NGOsListing', label: messages.nav.ngos },
  { to: '/Impact', label: messages.nav.impact },
];

/** The logged-in user's menu, in the order PRODUCT.md §2 lists it (logout is added by the menus). */
export const accountLinks: NavLinkItem[] = [
  { to: '/MyProfile', label: messages.userMenu.profile },
  { to: '/MyFavourite', label: messages.userMenu.favourites },
  { to: '/MyDonations', label: messages.userMenu.donations },
  { to: '/MyCampaigns', label: messages.userMenu.campaigns },
  { to: '/MyProfile/Edit', label: messages.userMenu.settings },
];

export const guestLinks: NavLinkItem[] = [
  { to: '/Register', label: messages.nav.register },
  { to: '/Login', label: messages.nav.login },
];

export const START_CAMPAIGN_PATH = '/ChooseCampaign';
