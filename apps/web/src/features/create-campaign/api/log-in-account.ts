import { loginRoute } from '@athar/contract/routes/auth';
import type { LoginBody } from '@athar/contract/accounts/login';
import { call, firstItem } from '../../../lib/api-client';

/** POST /api/auth/login — the creator's session, so the campaign can be created in their name. */
export async function logInAccount(body: LoginBody) {
  return firstItem(await call(loginRoute, { body }, { redirectOnUnauthorized: false }));
}
