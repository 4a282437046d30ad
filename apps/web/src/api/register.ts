import type { RegisterBody } from '@athar/contract/accounts/register';
import type { PublicUser } from '@athar/contract/accounts/user';
import { apiSend } from '../lib/api-client';
import { ApiError } from '../lib/api-error';

/** POST /api/users — the new user, and the message telling an unverified user to check their mail. */
export async function register(body: RegisterBody): Promise<{ user: PublicUser; message: string }> {
  const envelope = await apiSend<PublicUser[]>('POST', '/api/users', body);
  const user = envelope.data[0];
  if (envelope.status !== 1 || !user) throw new ApiError(200, envelope.status, envelope.message);
  return { user, message: envelope.message };
}
