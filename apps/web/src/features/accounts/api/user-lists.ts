import { userCampaignsRoute, userDonationsRoute, userFavouritesRoute } from '@athar/contract/routes/users';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteItem, MyDonation } from '@athar/contract/accounts/user-lists';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import { PAGE_SIZE, PROFILE_PREVIEW_COUNT } from '@athar/contract/constants';
import { call } from '../../../lib/api-client';

const LIST_ENDPOINTS = {
  campaigns: userCampaignsRoute,
  donations: userDonationsRoute,
  favourites: userFavouritesRoute,
};
type ListName = keyof typeof LIST_ENDPOINTS;
interface ListItem {
  campaigns: CampaignCard;
  donations: MyDonation;
  favourites: FavouriteItem;
}

/** GET /api/users/campaigns|donations|favorites?offset&rowscount — the caller's own lists. */
export async function getUserList<Name extends ListName>(
  name: Name,
  offset: number,
  rowscount: number,
  signal?: AbortSignal,
): Promise<ListItem[Name][]> {
  const endpoint: (typeof LIST_ENDPOINTS)[ListName] = LIST_ENDPOINTS[name];
  const envelope = await call(endpoint, { query: { offset, rowscount } }, { signal });
  return envelope.data as ListItem[Name][];
}

export const userListKey = (name: ListName) => ['account', name] as const;

/** A page at a time, appended on load more (PRODUCT.md §4). */
export function useUserList<Name extends ListName>(name: Name) {
  return useInfiniteQuery({
    queryKey: [...userListKey(name), 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getUserList(name, pageParam, PAGE_SIZE, signal),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < PAGE_SIZE ? undefined : pages.reduce((count, page) => count + page.length, 0),
  });
}

/** The first 4 items, for the profile previews. */
export function useUserListPreview<Name extends ListName>(name: Name) {
  return useQuery({
    queryKey: [...userListKey(name), 'preview'],
    queryFn: ({ signal }) => getUserList(name, 0, PROFILE_PREVIEW_COUNT, signal),
  });
}

/** After a favourite toggle: the favourite lists are refetched (PRODUCT.md §4: refreshed on each toggle). */
export function useRefreshFavourites() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: userListKey('favourites') });
}
