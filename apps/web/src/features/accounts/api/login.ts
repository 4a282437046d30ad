import { loginRoute } from '@athar/contract/routes/auth';
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@athar/contract/accounts/login';
import { call, firstItem } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /api/auth/login — answers the user record with its access token. */
export async function login(body: LoginBody) {
  return firstItem(await call(loginRoute, { body }, { redirectOnUnauthorized: false }));
}

/** Logs in and keeps the session in the `user` cookie (PRODUCT.md §4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { globalError: false },
    onSuccess: (user) => saveSession(user),
  });
}
