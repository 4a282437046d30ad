import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { piasters } from '@athar/contract/piasters';

/** A merchant the bank simulator knows (BANK_MERCHANT_PASSWORDS defaults to TESTATHAR01–03). */
const TEST_MERCHANT = { merchant_id: 'TESTATHAR01', merchant_name: 'ATHAR TEST CHARITY' };

export interface TestCharity {
  id: number;
  ar_name: string;
  sms_short_number: string;
}

export interface TestProject {
  id: number;
  ngo_id: number;
  /** the cost of one unit, piasters */
  amount: number;
}

/** Arabic letters for a name no other row has (names are unique per table), from random bytes. */
function uniqueWord(): string {
  const letters = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
  return Array.from(randomBytes(6), (byte) => letters[byte % letters.length]).join('');
}

/**
 * A charity of its own: it collects cash unless told not to, and takes card payments (through a
 * merchant the bank simulator knows) when `card` is true.
 */
export async function createCharity(
  db: Kysely<Database>,
  options: { cash?: boolean; card?: boolean; ar_name?: string } = {},
): Promise<TestCharity> {
  const arName = options.ar_name ?? `جمعية ${uniqueWord()} الخيرية`;
  // six digits starting with 9: the seeded charities' numbers are shorter, so an SMS finds this one only
  const smsShortNumber = String(900_000 + (randomBytes(4).readUInt32BE() % 100_000));
  const row = await db
    .insertInto('ngos')
    .values({
      ar_name: arName,
      en_name: 'Test charity',
      ngo_image: 'ngo.webp',
      ngo_description: 'جمعية للاختبار',
      sms_short_number: smsShortNumber,
      cash_collection: options.cash ?? true,
      ...(options.card ? TEST_MERCHANT : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ar_name: arName, sms_short_number: smsShortNumber };
}

/** A project of the charity, in the first category (or a new one when there is none). */
export async function createProject(
  db: Kysely<Database>,
  charity: { id: number },
  options: { amount?: number; ar_name?: string } = {},
): Promise<TestProject> {
  const category =
    (await db.selectFrom('categories').select('id').orderBy('id').limit(1).executeTakeFirst()) ??
    (await db
      .insertInto('categories')
      .values({ ar_name: 'آبار', en_name: 'Wells', category_image: 'category.webp' })
      .returning('id')
      .executeTakeFirstOrThrow());
  const amount = options.amount ?? 500_000;
  const row = await db
    .insertInto('projects')
    .values({
      ngo_id: charity.id,
      category_id: category.id,
      ar_name: options.ar_name ?? `مشروع ${uniqueWord()}`,
      en_name: 'Test project',
      amount: piasters(amount),
      project_description: 'مشروع للاختبار',
      project_image: 'project.webp',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ngo_id: charity.id, amount };
}
