import { userDetailsRoute } from '@athar/contract/routes/users';
import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import { call, firstItem } from '../../../lib/api-client';

/** GET /api/users/details — the caller's own profile with their counts. */
export async function getUserDetails(signal?: AbortSignal): Promise<UserDetails> {
  return firstItem(await call(userDetailsRoute, {}, { signal }));
}

export const userDetailsKey = ['account', 'details'] as const;

export function useUserDetails() {
  return useQuery({ queryKey: userDetailsKey, queryFn: ({ signal }) => getUserDetails(signal) });
}
