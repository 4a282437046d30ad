import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KHATMA_PARTS,
  KHATMA_UNREAD_PER_READER,
  khatmaMessages,
} from '@athar/contract/remembrance/khatma-messages';
import { hashKhatmaSecret } from '../services/remembrance/khatma';
import { createLoggedInUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { createKhatmaTestApp, khatmaCalls, newAddress, type KhatmaTestApp } from './khatma.test-support';
import { khatmaLimits } from './khatma';

interface Reserved {
  secret: string;
  reader: string;
}

/**
 * Issue 34, hole 7 (docs/decisions/028): a household on one Wi-Fi, or strangers behind a carrier's
 * shared address, each take their juz; what is limited is one reader's unread ajza' (an account, or a
 * guest's browser by its reader token), counted under the khatma's lock — on both engines.
 */
describe.each(testEngines)('readers of the shared khatma on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { reserve, markRead, openedKhatma } = khatmaCalls(() => setUp);

  it('lets ten relatives behind one address each take ajza’, reading or not', async () => {
    const { khatmaId } = await openedKhatma();
    const house = newAddress();
    const codes: number[] = [];
    // the first six keep what they reserved unread; each of the others reserves two
    for (let relative = 0; relative < 10; relative += 1) {
      const first = await reserve(khatmaId, relative * 2 + 1, {}, { address: house });
      codes.push(first.statusCode);
      if (relative < 6) continue;
      const { reader } = first.json().data as Reserved;
      codes.push((await reserve(khatmaId, relative * 2 + 2, { reader }, { address: house })).statusCode);
    }
    expect(codes).toEqual(Array<number>(14).fill(200));
    // and a relative who sends no reader token at all is a reader of their own
    expect((await reserve(khatmaId, 30, {}, { address: house })).statusCode).toBe(200);
  });

  it('holds one guest reader to five unread ajza’; marking one read frees a place', async () => {
    const { khatmaId } = await openedKhatma();
    const house = newAddress();
    const first = await reserve(khatmaId, 1, {}, { address: house });
    expect(first.statusCode).toBe(200);
    const { reader, secret } = first.json().data as Reserved;
    expect(reader).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reader).not.toBe(secret);
    for (let juz = 2; juz <= KHATMA_UNREAD_PER_READER; juz += 1) {
      const next = await reserve(khatmaId, juz, { reader }, { address: house });
      expect(next.statusCode).toBe(200);
      // the same reader token comes back
      expect((next.json().data as Reserved).reader).toBe(reader);
    }
    const over = await reserve(khatmaId, 10, { reader }, { address: newAddress() });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(khatmaMessages.unreadLimit);
    // only the token's hash is kept, on the reservation
    const stored = await t.db
      .selectFrom('khatma_parts')
      .select('reader_hash')
      .where('khatma_id', '=', khatmaId)
      .execute();
    expect(stored.map((row) => row.reader_hash)).toEqual(
      Array<string>(KHATMA_UNREAD_PER_READER).fill(hashKhatmaSecret(reader)),
    );
    // a cousin on the same Wi-Fi is another reader
    expect((await reserve(khatmaId, 11, {}, { address: house })).statusCode).toBe(200);
    // once the reader marks a juz read, the next reservation goes through
    expect((await markRead(khatmaId, 1, { secret })).statusCode).toBe(200);
    expect((await reserve(khatmaId, 10, { reader }, { address: house })).statusCode).toBe(200);
    // a token the server never made is no one's: a new reader, never a refusal
    expect((await reserve(khatmaId, 12, { reader: 'not-a-reader-token' })).statusCode).toBe(200);
    expect((await reserve(khatmaId, 13, { reader: 'B'.repeat(43) })).statusCode).toBe(200);
    // the reader token only counts: it marks none of the reader's ajza' read, as their secret does
    const taken = await markRead(khatmaId, 2, { secret: reader });
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe(khatmaMessages.notYourReservation);
  });

  it('holds an account to five unread ajza’ from any address, and counts them per khatma', async () => {
    const { khatmaId } = await openedKhatma();
    const account = await createLoggedInUser(t.db);
    const codes: number[] = [];
    for (let juz = 1; juz <= KHATMA_UNREAD_PER_READER + 1; juz += 1)
      codes.push((await reserve(khatmaId, juz, {}, { headers: account.auth })).statusCode);
    expect(codes).toEqual([...Array<number>(KHATMA_UNREAD_PER_READER).fill(200), 429]);
    // another khatma is counted on its own
    const other = await openedKhatma();
    expect((await reserve(other.khatmaId, 1, {}, { headers: account.auth })).statusCode).toBe(200);
  });

  it('counts one reader’s reservations sent at once one after another', async () => {
    const { khatmaId } = await openedKhatma();
    const { reader } = (await reserve(khatmaId, 1)).json().data as Reserved;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => reserve(khatmaId, index + 2, { reader })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(KHATMA_UNREAD_PER_READER - 1).fill(200),
      ...Array<number>(8 - (KHATMA_UNREAD_PER_READER - 1)).fill(429),
    ]);
    const rows = await t.db
      .selectFrom('khatma_parts')
      .select('juz')
      .where('khatma_id', '=', khatmaId)
      .execute();
    expect(rows).toHaveLength(KHATMA_UNREAD_PER_READER);
  });

  it('keeps only a ceiling of whole khatmas per address, and its words blame no one', async () => {
    const house = newAddress();
    const codes: number[] = [];
    let khatmas = 0;
    while (codes.length < khatmaLimits.perAddress.max) {
      const { khatmaId } = await openedKhatma();
      khatmas += 1;
      for (let juz = 1; juz <= KHATMA_PARTS && codes.length < khatmaLimits.perAddress.max; juz += 1)
        codes.push((await reserve(khatmaId, juz, {}, { address: house })).statusCode);
    }
    expect(khatmas).toBeGreaterThanOrEqual(2);
    expect(codes.every((code) => code === 200)).toBe(true);
    const { khatmaId } = await openedKhatma();
    const over = await reserve(khatmaId, 1, {}, { address: house });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(khatmaMessages.addressBusy);
    // the words speak of the network, never of what «you» reserved
    expect(khatmaMessages.addressBusy).not.toMatch(/حجزت|اقرأ/);
  });
});
