import type { FastifyInstance } from 'fastify';
import { removeImage } from '../images';
import { anonymiseDonationsOfDeletedAccount } from './anonymise-donations';
import { revokeAllSessions } from './sessions';
import { uploadsDir } from './profile';

/**
 * Deletes an account (ARCHITECTURE.md §4): name, e-mail, phone, password and picture are erased,
 * favourites, pending links and sessions go. Donations stay as the charities' records, under
 * 'فاعل خير' and without phone, e-mail or address — a cash donation still to be collected keeps what
 * its collector needs until it settles (anonymise-donations.ts); the freed e-mail can register again
 * (the unique index skips deleted rows).
 */
export async function deleteAccount(app: FastifyInstance, userId: number): Promise<void> {
  const picture = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('profile_pic')
      .where('id', '=', userId)
      .executeTakeFirst();
    await trx
      .updateTable('users')
      .set({
        user_name: null,
        email: null,
        msisdn: null,
        password_hash: null,
        profile_pic: null,
        hide_data: true,
        deleted_at: new Date(),
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('favourites').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    await anonymiseDonationsOfDeletedAccount(trx, userId);
    await revokeAllSessions(trx, userId);
    return row?.profile_pic ?? null;
  });
  if (picture) await removeImage(uploadsDir(app), picture);
}
