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

export const guestLinks: NavLinkItem[] = [
  { to: '/Register', label: messages.nav.register },
  { to: '/Login', label: messages.nav.login },
];

export const START_CAMPAIGN_PATH = '/ChooseCampaign';
