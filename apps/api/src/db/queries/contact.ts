import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface ContactMessage {
  name: string;
  msisdn: string | null;
  email: string;
  message: string;
}

export async function insertContactMessage(db: Kysely<Database>, contact: ContactMessage) {
  const row = await db
    .insertInto('contact_messages')
    .values(contact)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
