import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { registerBody } from '@athar/contract/accounts/register';
import type { PublicUser } from '@athar/contract/accounts/user';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../../errors';
import { limitRules } from '../../plugins/rate-limit';
import { sendVerificationMail } from '../account-mails';
import { assertAcceptablePassword } from '../password-policy';
import { hashPassword } from '../passwords';
import { issueToken } from './tokens';
import { findLiveUserByEmail, toPublicUser } from './user-records';

const UNIQUE_VIOLATION = '23505';

/**
 * Creates an unverified account and mails its verification link (valid 48 hours). A common password is
 * refused first; then every registration counts against the address and the e-mail (each may send a
 * mail), reserved before the work so a burst cannot slip through.
 */
export async function registerUser(
  app: FastifyInstance,
  body: z.output<typeof registerBody>,
  ip: string,
): Promise<PublicUser> {
  assertAcceptablePassword(body.password, 'password');
  await app.rateLimiter.reserve(
    [
      { rule: limitRules.registerIp, subject: ip },
      { rule: limitRules.registerEmail, subject: body.email },
    ],
    apiMessages.registerLimited,
  );
  if (await findLiveUserByEmail(app.db, body.email)) {
    throw new AppError('CONFLICT', apiMessages.emailTaken, { email: apiMessages.emailTaken });
  }
  const passwordHash = await hashPassword(body.password);
  const user = await app.db
    .insertInto('users')
    .values({
      user_name: body.user_name,
      email: body.email,
      msisdn: body.msisdn,
      password_hash: passwordHash,
    })
    .returning(['id', 'user_name', 'email', 'msisdn', 'profile_pic', 'hide_data', 'verified_at'])
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // two registrations racing for one address: the unique index decides
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
        throw new AppError('CONFLICT', apiMessages.emailTaken, { email: apiMessages.emailTaken });
      }
      throw error;
    });
  const token = await issueToken(app.db, user.id, 'verify');
  try {
    await sendVerificationMail(app, { email: body.email, user_name: body.user_name }, token);
  } catch (error) {
    // past the hourly mails to this address (limitRules.mailRecipient) it is a refusal, not a fault
    if (error instanceof AppError) app.log.warn({ err: error }, 'verification mail not sent: limited');
    else app.log.error({ err: error }, 'verification mail not sent');
  }
  return toPublicUser(user);
}

/** Marks the address verified, once its verification token was consumed. */
export async function verifyEmail(app: FastifyInstance, userId: number): Promise<void> {
  await app.db
    .updateTable('users')
    .set({ verified_at: new Date() })
    .where('id', '=', userId)
    .where('verified_at', 'is', null)
    .execute();
}
