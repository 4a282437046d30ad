import type { z } from 'zod';
import type { registerBody } from '@athar/contract/accounts/register';
import type { PublicUser } from '@athar/contract/accounts/user';
import { apiMessages } from '@athar/contract/messages';
import { basisOfRequest } from '@athar/contract/privacy/consent';
import { insertConsent } from '../../db/queries/consents';
import { findLiveUserByEmail, insertUser } from '../../db/queries/users';
import { AppError } from '@athar/server-kit/errors';
import { limitRules } from '../../lib/rate-limiter';
import { sendVerificationMail } from '../account-mails';
import { assertAcceptablePassword } from '../password-policy';
import { hashPassword } from '../../lib/passwords';
import { issueToken } from './tokens';
import type { MailingDeps } from '../service-deps';
import { toPublicUser } from './user-records';

const UNIQUE_VIOLATION = '23505';

/**
 * Creates an unverified account and mails its verification link (valid 48 hours). A common password is
 * refused first; then every registration counts against the address and the e-mail (each may send a
 * mail), reserved before the work so a burst cannot slip through.
 */
export async function registerUser(
  deps: MailingDeps,
  body: z.output<typeof registerBody>,
  ip: string,
): Promise<PublicUser> {
  assertAcceptablePassword(body.password, 'password');
  const { db, log } = deps;
  await deps.rateLimiter.reserve(
    [
      { rule: limitRules.registerIp, subject: ip },
      { rule: limitRules.registerEmail, subject: body.email },
    ],
    apiMessages.registerLimited,
  );
  if (await findLiveUserByEmail(db, body.email)) {
    throw new AppError('CONFLICT', apiMessages.emailTaken, { email: apiMessages.emailTaken });
  }
  const passwordHash = await hashPassword(body.password);
  // the account and the record of its basis (PDPL 151/2020: the person's request, or their consent when
  // a newer client sent it; docs/decisions/025) are one: neither is kept without the other
  const user = await db
    .transaction()
    .execute(async (trx) => {
      const inserted = await insertUser(trx, {
        user_name: body.user_name,
        email: body.email,
        msisdn: body.msisdn,
        password_hash: passwordHash,
      });
      await insertConsent(trx, 'registration', inserted.id, basisOfRequest(body.consent));
      return inserted;
    })
    .catch((error: unknown) => {
      // two registrations racing for one address: the unique index decides
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
        throw new AppError('CONFLICT', apiMessages.emailTaken, { email: apiMessages.emailTaken });
      }
      throw error;
    });
  const token = await issueToken(db, user.id, 'verify');
  try {
    await sendVerificationMail(deps, { email: body.email, user_name: body.user_name }, token);
  } catch (error) {
    // past the hourly mails to this address (limitRules.mailRecipient) it is a refusal, not a fault
    if (error instanceof AppError) log.warn({ err: error }, 'verification mail not sent: limited');
    else log.error({ err: error }, 'verification mail not sent');
  }
  return toPublicUser(user);
}
