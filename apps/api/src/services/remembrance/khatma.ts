import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { apiMessages } from '@athar/contract/messages';
import {
  KHATMA_PARTS,
  KHATMA_UNREAD_PER_READER,
  khatmaMessages,
} from '@athar/contract/remembrance/khatma-messages';
import type { KhatmaPart, KhatmaView } from '@athar/contract/remembrance/khatma';
import { AppError } from '@athar/server-kit/errors';
import {
  campaignExists,
  findReservation,
  finishedKhatmaCount,
  insertNextKhatma,
  insertReservation,
  khatmaParts,
  latestKhatma,
  lockKhatma,
  readJuzUnderLock,
  unreadOfReader,
} from '../../db/queries/khatma';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../session-tokens';
import { requireCampaignManager } from '../campaigns/campaign-managers';
import { queueReadLink, type ReadLinkTarget } from './khatma-read-links';

/** The secret's hash as stored: hex of its SHA-256 (random secrets need no slow hash). */
export function hashKhatmaSecret(secret: string): string {
  return hashToken(secret).toString('hex');
}

/**
 * The campaign's latest khatma as the page shows it: 30 cells (free, reserved, read), a reader's name
 * only when they chose to show it, never an e-mail or an account id. 404 for no such campaign.
 */
export async function khatmaView(
  db: Kysely<Database>,
  campaignId: number,
  viewerId: number | null,
): Promise<KhatmaView> {
  const [campaign, khatma, finishedCount] = await Promise.all([
    campaignExists(db, campaignId),
    latestKhatma(db, campaignId),
    finishedKhatmaCount(db, campaignId),
  ]);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  if (!khatma) return { khatma: null, finished_count: finishedCount };
  const rows = new Map((await khatmaParts(db, khatma.id)).map((row) => [row.juz, row]));
  const parts: KhatmaPart[] = Array.from({ length: KHATMA_PARTS }, (_, index) => {
    const juz = index + 1;
    const row = rows.get(juz);
    if (!row) return { juz, state: 'free', reader_name: null, mine: false };
    return {
      juz,
      state: row.read_at ? 'read' : 'reserved',
      reader_name: row.show_name ? row.reader_name : null,
      mine: viewerId !== null && row.user_id === viewerId,
    };
  });
  return {
    khatma: {
      id: khatma.id,
      number: khatma.number,
      finished: khatma.finished_at !== null,
      reserved_count: parts.filter((part) => part.state !== 'free').length,
      read_count: parts.filter((part) => part.state === 'read').length,
      parts,
    },
    finished_count: finishedCount,
  };
}

/** The family opens the next khatma; 404 for anyone else, 409 while one is still open. */
export async function openKhatma(db: Kysely<Database>, campaignId: number, userId: number) {
  await requireCampaignManager(db, campaignId, userId);
  const opened = await insertNextKhatma(db, campaignId, userId);
  if (!opened) throw new AppError('CONFLICT', khatmaMessages.alreadyOpen);
  return opened;
}

export interface Reservation {
  readerName: string | null;
  showName: boolean;
  userId: number | null;
  /** a guest's reader token from an earlier answer (a valid one), or none: a new reader */
  readerToken: string | undefined;
  /** where the reservation's «read» link goes (issue 35), when the reader gave an address it may go to */
  linkTo: ReadLinkTarget | null;
}

/**
 * Reserves a free juz of an open khatma and answers the secret that marks it read (only its hash is
 * kept) and the reader token for the browser to keep. A reader (an account, or a guest's browser by
 * its reader token) holds at most KHATMA_UNREAD_PER_READER ajza' unread at once; readers sharing an
 * address are not counted together (docs/decisions/028). The khatma's row is locked first: of many
 * reservations of one juz at once the first wins and the others get 409, and one reader's
 * reservations at once are counted one after another. With `linkTo`, the reservation's one «read»
 * message is queued with it; answers which outbox took it.
 */
export async function reserveJuz(
  db: Kysely<Database>,
  khatmaId: number,
  juz: number,
  reader: Reservation,
): Promise<{ secret: string; readerToken: string; queued: 'mail' | 'sms' | null }> {
  const secret = newToken();
  const readerToken = reader.readerToken ?? newToken();
  const readerHash = hashKhatmaSecret(readerToken);
  return db.transaction().execute(async (trx) => {
    const khatma = await lockKhatma(trx, khatmaId);
    if (!khatma) throw new AppError('NOT_FOUND', khatmaMessages.khatmaNotFound);
    if (khatma.finished_at) throw new AppError('CONFLICT', khatmaMessages.khatmaFinished);
    const known = reader.userId !== null || reader.readerToken !== undefined;
    const unread = known
      ? await unreadOfReader(
          trx,
          khatmaId,
          reader.userId !== null ? { userId: reader.userId } : { readerHash },
        )
      : 0;
    if (unread >= KHATMA_UNREAD_PER_READER)
      throw new AppError('TOO_MANY_REQUESTS', khatmaMessages.unreadLimit);
    const inserted = await insertReservation(trx, {
      khatmaId,
      juz,
      readerName: reader.readerName,
      showName: reader.showName,
      userId: reader.userId,
      // an account is known by its id; a guest by the hash of its browser's reader token
      readerHash: reader.userId === null ? readerHash : null,
      secretHash: hashKhatmaSecret(secret),
    });
    if (!inserted) throw new AppError('CONFLICT', khatmaMessages.juzTaken);
    const queued = reader.linkTo ? await queueReadLink(trx, inserted.id, reader.linkTo) : null;
    return { secret, readerToken, queued };
  });
}

function sameSecret(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashKhatmaSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Marks a reserved juz read, by its secret or as the account that reserved it; the 30th read
 * finishes the khatma in the same transaction. The khatma's row is locked first, so two last reads
 * at once cannot both count 29. Again (a replay) changes nothing. 404 with no such reservation, 403
 * with a secret (or account) that is not the reservation's.
 */
export async function markJuzRead(
  db: Kysely<Database>,
  khatmaId: number,
  juz: number,
  proof: { secret: string | undefined; userId: number | null },
  now = new Date(),
): Promise<{ finished: boolean }> {
  return db.transaction().execute(async (trx) => {
    const khatma = await lockKhatma(trx, khatmaId);
    if (!khatma) throw new AppError('NOT_FOUND', khatmaMessages.khatmaNotFound);
    const part = await findReservation(trx, khatmaId, juz);
    if (!part) throw new AppError('NOT_FOUND', khatmaMessages.reservationNotFound);
    const bySecret = proof.secret !== undefined && sameSecret(proof.secret, part.secret_hash);
    const byAccount = proof.userId !== null && part.user_id === proof.userId;
    if (!bySecret && !byAccount) throw new AppError('FORBIDDEN', khatmaMessages.notYourReservation);
    if (part.read_at) return { finished: khatma.finished_at !== null };
    return readJuzUnderLock(trx, khatmaId, juz, now);
  });
}
