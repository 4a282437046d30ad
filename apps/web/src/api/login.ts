import type { LoginBody } from '@athar/contract/accounts/login';
import type { SessionUserRecord } from '@athar/contract/accounts/user';
import { apiSend } from '../lib/api-client';
import { ApiError } from '../lib/api-error';

/** POST /api/auth/login — answers the user record with its access token. */
export async function login(body: LoginBody): Promise<SessionUserRecord> {
  const envelope = await apiSend<SessionUserRecord[]>('POST', '/api/auth/login', body, {
    redirectOnUnauthorized: false,
  });
  const user = envelope.data[0];
  if (envelope.status !== 1 || !user) throw new ApiError(200, envelope.status, envelope.message);
  return user;
}
