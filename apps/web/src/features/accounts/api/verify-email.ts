import { verificationRoute } from '@athar/contract/routes/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/verification?token — the server's message on success. */
export async function verifyEmail(token: string): Promise<string> {
  return (await call(verificationRoute, { query: { token } })).message;
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
