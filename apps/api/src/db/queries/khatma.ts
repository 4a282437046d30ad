import { sql, type Kysely, type Transaction } from 'kysely';
import { KHATMA_PARTS } from '@athar/contract/remembrance/khatma-messages';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The campaign's latest khatma (the open one, or the last finished), or undefined before the first. */
export function latestKhatma(db: Db, campaignId: number) {
  return db
    .selectFrom('khatmas')
    .select(['id', 'number', 'finished_at'])
    .where('campaign_id', '=', campaignId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many of the campaign's khatmas were read to the end. */
export async function finishedKhatmaCount(db: Db, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('khatmas')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('finished_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reserved ajza' of a khatma, in order: never the secret's hash. */
export function khatmaParts(db: Db, khatmaId: number) {
  return db
    .selectFrom('khatma_parts')
    .select(['juz', 'reader_name', 'show_name', 'user_id', 'read_at'])
    .where('khatma_id', '=', khatmaId)
    .orderBy('juz')
    .execute();
}

export function campaignExists(db: Db, campaignId: number) {
  return db.selectFrom('campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
}

/**
 * Opens the campaign's next khatma (number = the last one's + 1) in one statement. Nothing is
 * inserted (undefined) while one is open: the partial unique index khatmas_one_open refuses it, and
 * two families opening at once collide on it (or on (campaign_id, number)) the same way.
 */
export function insertNextKhatma(db: Db, campaignId: number, openedBy: number) {
  return db
    .insertInto('khatmas')
    .columns(['campaign_id', 'number', 'opened_by'])
    .expression((eb) =>
      eb
        .selectFrom('khatmas')
        .select([
          sql<number>`${campaignId}::bigint`.as('campaign_id'),
          sql<number>`coalesce(max(number), 0) + 1`.as('number'),
          sql<number>`${openedBy}::bigint`.as('opened_by'),
        ])
        .where('campaign_id', '=', campaignId),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'number'])
    .executeTakeFirst();
}

export interface NewReservation {
  khatmaId: number;
  juz: number;
  readerName: string | null;
  showName: boolean;
  userId: number | null;
  /** a guest reader's token hash; null for an account */
  readerHash: string | null;
  secretHash: string;
}

/**
 * Reserves the juz of an open khatma: the primary key (khatma_id, juz) lets exactly one of many
 * reservations at once in; the others insert nothing (undefined), as does a finished khatma. The
 * caller holds the khatma's row (lockKhatma).
 */
export function insertReservation(db: Db, part: NewReservation) {
  return db
    .insertInto('khatma_parts')
    .columns(['khatma_id', 'juz', 'reader_name', 'show_name', 'user_id', 'reader_hash', 'secret_hash'])
    .expression((eb) =>
      eb
        .selectFrom('khatmas')
        .select([
          'id as khatma_id',
          sql<number>`${part.juz}::smallint`.as('juz'),
          sql<string | null>`${part.readerName}::text`.as('reader_name'),
          sql<boolean>`${part.showName}::boolean`.as('show_name'),
          sql<number | null>`${part.userId}::bigint`.as('user_id'),
          sql<string | null>`${part.readerHash}::text`.as('reader_hash'),
          sql<string>`${part.secretHash}::text`.as('secret_hash'),
        ])
        .where('id', '=', part.khatmaId)
        .where('finished_at', 'is', null),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'khatma_id', 'juz'])
    .executeTakeFirst();
}

/** Locks the khatma's row until the transaction ends: its reservations and reads are counted one at a time. */
export function lockKhatma(trx: Transaction<Database>, khatmaId: number) {
  return trx
    .selectFrom('khatmas')
    .select(['id', 'finished_at'])
    .where('id', '=', khatmaId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * How many ajza' of the khatma the reader holds unread: an account by its id, a guest by the hash of
 * its reader token. Read under the khatma's lock, so a reader's reservations at once are counted in turn.
 */
export async function unreadOfReader(
  trx: Transaction<Database>,
  khatmaId: number,
  reader: { userId: number } | { readerHash: string },
): Promise<number> {
  const row = await trx
    .selectFrom('khatma_parts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('khatma_id', '=', khatmaId)
    .where('read_at', 'is', null)
    .where((eb) =>
      'userId' in reader ? eb('user_id', '=', reader.userId) : eb('reader_hash', '=', reader.readerHash),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findReservation(db: Db, khatmaId: number, juz: number) {
  return db
    .selectFrom('khatma_parts')
    .select(['user_id', 'secret_hash', 'read_at'])
    .where('khatma_id', '=', khatmaId)
    .where('juz', '=', juz)
    .executeTakeFirst();
}

/** Marks the juz read (once: a second time changes nothing) and answers how many are read now. */
export async function markRead(trx: Transaction<Database>, khatmaId: number, juz: number, now: Date) {
  await trx
    .updateTable('khatma_parts')
    .set({ read_at: now })
    .where('khatma_id', '=', khatmaId)
    .where('juz', '=', juz)
    .where('read_at', 'is', null)
    .execute();
  const row = await trx
    .selectFrom('khatma_parts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('khatma_id', '=', khatmaId)
    .where('read_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks the reserved juz read, under the khatma's lock (lockKhatma), and finishes the khatma with its
 * 30th read, so two last reads at once cannot both count 29. Answers whether the khatma is finished now.
 */
export async function readJuzUnderLock(
  trx: Transaction<Database>,
  khatmaId: number,
  juz: number,
  now: Date,
): Promise<{ finished: boolean }> {
  const readCount = await markRead(trx, khatmaId, juz, now);
  if (readCount < KHATMA_PARTS) return { finished: false };
  await finishKhatma(trx, khatmaId, now);
  return { finished: true };
}

export async function finishKhatma(trx: Transaction<Database>, khatmaId: number, now: Date) {
  await trx
    .updateTable('khatmas')
    .set({ finished_at: now })
    .where('id', '=', khatmaId)
    .where('finished_at', 'is', null)
    .execute();
}

/** Deletes the reservations left unread since before `cutoff`; answers how many. */
export async function deleteUnreadBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('khatma_parts')
    .where('read_at', 'is', null)
    .where('reserved_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
