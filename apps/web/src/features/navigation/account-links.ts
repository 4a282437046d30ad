import { messages } from '../../lib/messages';
import type { NavLinkItem } from './nav-links';

/**
 * The logged-in user's menu, in the order PRODUCT.md §2 lists it (logout is added by the menus): read by
 * the account and side menus only, which are lazy chunks, so not part of the entry.
 */
export const accountLinks: NavLinkItem[] = [
  { to: '/MyProfile', label: messages.userMenu.profile },
  { to: '/MyFavourite', label: messages.userMenu.favourites },
  { to: '/MyDonations', label: messages.userMenu.donations },
  { to: '/MyCampaigns', label: messages.userMenu.campaigns },
  { to: '/MyProfile/Edit', label: messages.userMenu.settings },
];
