import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The live accounts with this e-mail (stored lower-case) or phone, with what they hold: their
 * confirmed donations, their campaigns, and the consents about their account. Oldest first.
 */
export function lookUpUsers(db: Kysely<Database>, by: { email?: string; phone?: string }) {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.user_name', 'u.email', 'u.msisdn', 'u.verified_at', 'u.created_at'])
    .select((eb) => [
      eb
        .selectFrom('donations as d')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('d.user_id', '=', 'u.id')
        .where('d.status', '=', 'confirmed')
        .as('total_donations'),
      eb
        .selectFrom('campaigns as c')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('c.user_id', '=', 'u.id')
        .as('total_campaigns'),
      eb
        .selectFrom('consents as k')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('k.user_id', '=', 'u.id')
        .as('total_consents'),
    ])
    .where('u.deleted_at', 'is', null);
  if (by.email !== undefined) {
    const email = by.email.toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['u.email']), '=', email));
  }
  if (by.phone !== undefined) query = query.where('u.msisdn', '=', by.phone);
  return query.orderBy('u.id').limit(20).execute();
}
