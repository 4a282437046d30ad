import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../services/session-tokens';

/** The token of a mail link's page address (…?token=). */
export const tokenOfLink = (url: string) => new URL(url).searchParams.get('token')!;

/** The stored row a mail link's token stands for (docs/decisions/028), or undefined. */
export function storedMailLink(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('mail_links')
    .selectAll()
    .where('token_hash', '=', hashToken(token).toString('hex'))
    .executeTakeFirst();
}
