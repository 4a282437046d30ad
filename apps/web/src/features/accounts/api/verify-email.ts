import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/verification?token — the server's message on success. */
export async function verifyEmail(token: string): Promise<string> {
  const envelope = await apiGet<never[]>('/api/verification', { token });
  if (envelope.status !== 1) throw new ApiError(200, envelope.status, envelope.message);
  return envelope.message;
}

/** Runs once per token: a link is single use, so it is never retried or refetched. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    meta: { globalError: false },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
