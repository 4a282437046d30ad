import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/users/details — the caller's own profile with their counts. */
export async function getUserDetails(signal?: AbortSignal): Promise<UserDetails> {
  const envelope = await apiGet<UserDetails[]>('/api/users/details', undefined, { signal });
  const details = envelope.data[0];
  if (envelope.status !== 1 || !details) throw new ApiError(200, envelope.status, envelope.message);
  return details;
}

export const userDetailsKey = ['account', 'details'] as const;

export function useUserDetails() {
  return useQuery({ queryKey: userDetailsKey, queryFn: ({ signal }) => getUserDetails(signal) });
}
