import { registerRoute } from '@athar/contract/routes/users';
import type { RegisterBody } from '@athar/contract/accounts/register';
import { call, firstItem } from '../../../lib/api-client';

/** POST /api/users — a guest's new account, made on their first press of next. */
export async function registerAccount(body: RegisterBody) {
  const envelope = await call(registerRoute, { body });
  return { user: firstItem(envelope), message: envelope.message };
}
