import { registerRoute } from '@athar/contract/routes/users';
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@athar/contract/accounts/register';
import { call, firstItem } from '../../../lib/api-client';

/** POST /api/users — the new user, and the message telling an unverified user to check their mail. */
export async function register(body: RegisterBody) {
  const envelope = await call(registerRoute, { body });
  return { user: firstItem(envelope), message: envelope.message };
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { globalError: false } });
}
