import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { piasters } from '@athar/contract/piasters';
import { addDays, cairoDay } from '../lib/cairo-time';

/** A merchant the bank simulator knows (BANK_MERCHANT_PASSWORDS defaults to TESTATHAR01–03). */
const TEST_MERCHANT = { merchant_id: 'TESTATHAR01', merchant_name: 'ATHAR TEST CHARITY' };

export interface TestCharity {
  id: number;
  ar_name: string;
  sms_short_number: string;
  registration_number: string;
}

/** A fundraising permit as a test wants it; by default approved, online and in force today. */
export interface TestPermitOptions {
  permit_number?: string;
  starts_on?: string;
  ends_on?: string;
  scope?: 'online' | 'offline';
  status?: 'requested' | 'approved' | 'rejected';
  revoked?: boolean;
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
 * merchant the bank simulator knows) when `card` is true. It holds an approved online fundraising
 * permit in force today (docs/decisions/018) unless `permit` is false, or the permit given.
 */
export async function createCharity(
  db: Kysely<Database>,
  options: { cash?: boolean; card?: boolean; ar_name?: string; permit?: TestPermitOptions | false } = {},
): Promise<TestCharity> {
  const arName = options.ar_name ?? `جمعية ${uniqueWord()} الخيرية`;
  // six digits starting with 9: the seeded charities' numbers are shorter, so an SMS finds this one only
  const smsShortNumber = String(900_000 + (randomBytes(4).readUInt32BE() % 100_000));
  const registrationNumber = `TEST-${randomBytes(4).toString('hex')}`;
  const row = await db
    .insertInto('ngos')
    .values({
      ar_name: arName,
      legal_name: arName,
      registration_number: registrationNumber,
      en_name: 'Test charity',
      ngo_image: 'ngo.webp',
      ngo_description: 'جمعية للاختبار',
      sms_short_number: smsShortNumber,
      cash_collection: options.cash ?? true,
      ...(options.card ? TEST_MERCHANT : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.permit !== false) await createPermit(db, { id: row.id }, options.permit);
  return {
    id: row.id,
    ar_name: arName,
    sms_short_number: smsShortNumber,
    registration_number: registrationNumber,
  };
}

/**
 * A fundraising permit of the charity: by default approved, online, from 30 days ago to 300 days
 * ahead (Cairo days), so in force today.
 */
export async function createPermit(
  db: Kysely<Database>,
  charity: { id: number },
  options: TestPermitOptions = {},
): Promise<{ id: number; permit_number: string }> {
  const today = cairoDay(new Date());
  const status = options.status ?? 'approved';
  const permitNumber = options.permit_number ?? `P-${randomBytes(4).toString('hex')}`;
  const row = await db
    .insertInto('charity_permits')
    .values({
      ngo_id: charity.id,
      permit_number: permitNumber,
      issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
      starts_on: options.starts_on ?? addDays(today, -30),
      ends_on: options.ends_on ?? addDays(today, 300),
      scope: options.scope ?? 'online',
      status,
      decided_at: status === 'requested' ? null : new Date(),
      revoked_at: options.revoked ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), permit_number: permitNumber };
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
