import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KHATMA_PARTS, khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import { releaseStaleKhatmaParts } from '../services/remembrance/khatma-release';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';
import { createKhatmaTestApp, khatmaCalls, type KhatmaTestApp } from './khatma.test-support';

// marking a juz read; opening a khatma: khatma.test.ts; reserving a juz: khatma.reserving.test.ts
describe.each(oneEngine)('the shared khatma on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t, stranger } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { view, reserve, markRead, openedKhatma } = khatmaCalls(() => setUp);

  describe('marking read', () => {
    it('marks a juz read with its secret; a replay changes nothing', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const { secret } = (await reserve(khatmaId, 4)).json().data as { secret: string };
      const first = await markRead(khatmaId, 4, { secret });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: khatmaMessages.markedRead, data: { finished: false } });
      const readAt = await t.db
        .selectFrom('khatma_parts')
        .select('read_at')
        .where('khatma_id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      const replay = await markRead(khatmaId, 4, { secret });
      expect(replay.statusCode).toBe(200);
      const after = await t.db
        .selectFrom('khatma_parts')
        .select('read_at')
        .where('khatma_id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      expect(after.read_at).toEqual(readAt.read_at);
      expect((await view(own.id)).khatma).toMatchObject({ reserved_count: 1, read_count: 1 });
    });

    it("refuses a forged secret, another juz's secret and no secret (403), and an unreserved juz (404)", async () => {
      const { khatmaId } = await openedKhatma();
      const mine = (await reserve(khatmaId, 10)).json().data as { secret: string };
      const theirs = (await reserve(khatmaId, 11)).json().data as { secret: string };
      for (const body of [{ secret: 'A'.repeat(43) }, { secret: theirs.secret }, {}, { secret: '' }]) {
        const response = await markRead(khatmaId, 10, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(khatmaMessages.notYourReservation);
      }
      // a logged-in stranger is no one's reader either
      expect((await markRead(khatmaId, 10, {}, stranger.auth)).statusCode).toBe(403);
      const unreserved = await markRead(khatmaId, 12, { secret: mine.secret });
      expect(unreserved.statusCode).toBe(404);
      expect(unreserved.json().message).toBe(khatmaMessages.reservationNotFound);
      // the secret of this juz in another khatma is worth nothing here
      const other = await openedKhatma();
      expect((await markRead(other.khatmaId, 10, { secret: mine.secret })).statusCode).toBe(404);
      const read = await t.db
        .selectFrom('khatma_parts')
        .select('juz')
        .where('khatma_id', '=', khatmaId)
        .where('read_at', 'is not', null)
        .execute();
      expect(read).toEqual([]);
    });

    it('releases an unread juz after 7 days: it is free again, and the old secret marks nothing', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const { secret } = (await reserve(khatmaId, 15)).json().data as { secret: string };
      const read = (await reserve(khatmaId, 16)).json().data as { secret: string };
      expect((await markRead(khatmaId, 16, { secret: read.secret })).statusCode).toBe(200);
      const sixDays = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
      expect(await releaseStaleKhatmaParts(t.db, sixDays)).toBe(0);
      const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
      // other tests' reservations are as old: count only this khatma's
      await releaseStaleKhatmaParts(t.db, eightDays);
      const seen = await view(own.id);
      expect(seen.khatma!.parts[14]!.state).toBe('free');
      expect(seen.khatma!.parts[15]!.state).toBe('read');
      expect((await markRead(khatmaId, 15, { secret })).statusCode).toBe(404);
      const again = await reserve(khatmaId, 15);
      expect(again.statusCode).toBe(200);
      // the old secret is not the new reservation's
      expect((await markRead(khatmaId, 15, { secret })).statusCode).toBe(403);
    });

    it('lets a logged-in reader mark their juz read by their account, without the secret', async () => {
      const { khatmaId } = await openedKhatma();
      const reader = await createLoggedInUser(t.db);
      expect((await reserve(khatmaId, 20, {}, { headers: reader.auth })).statusCode).toBe(200);
      expect((await markRead(khatmaId, 20, {}, reader.auth)).statusCode).toBe(200);
    });
  });
});

/** Where the engine can change the answer: the last ajza marked read at once. */
describe.each(testEngines)('the shared khatma, finished at once, on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { open, view, reserve, markRead, openedKhatma } = khatmaCalls(() => setUp);

  describe('marking read', () => {
    it('finishes the khatma with the 30th read, in the same step, and lets the family open the next', async () => {
      const { campaign: own, auth, khatmaId } = await openedKhatma();
      const secrets: string[] = [];
      for (let juz = 1; juz <= KHATMA_PARTS; juz += 1) {
        const response = await reserve(khatmaId, juz);
        expect(response.statusCode).toBe(200);
        secrets[juz] = (response.json().data as { secret: string }).secret;
      }
      // the next cannot open while this one is being read
      expect((await open(own.id, auth)).statusCode).toBe(409);
      // the last ajza are read at once: exactly one read finishes it, and it is finished
      for (let juz = 1; juz <= 25; juz += 1)
        expect((await markRead(khatmaId, juz, { secret: secrets[juz] })).statusCode).toBe(200);
      const last = await Promise.all(
        [26, 27, 28, 29, 30].map((juz) => markRead(khatmaId, juz, { secret: secrets[juz] })),
      );
      expect(last.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(last.filter((answer) => answer.json().data.finished === true)).toHaveLength(1);
      const row = await t.db
        .selectFrom('khatmas')
        .select('finished_at')
        .where('id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      expect(row.finished_at).toBeInstanceOf(Date);
      const done = await view(own.id);
      expect(done).toMatchObject({
        finished_count: 1,
        khatma: { number: 1, finished: true, read_count: 30 },
      });
      // nothing more to reserve in a finished khatma
      expect((await reserve(khatmaId, 1)).statusCode).toBe(409);
      // a replay of a read in the finished khatma is harmless
      expect((await markRead(khatmaId, 30, { secret: secrets[30] })).json().data.finished).toBe(true);

      const next = await open(own.id, auth);
      expect(next.statusCode).toBe(200);
      expect(next.json().message).toBe(khatmaMessages.opened(2));
      expect(next.json().data).toMatchObject({
        finished_count: 1,
        khatma: { number: 2, finished: false, reserved_count: 0, read_count: 0 },
      });
    });
  });
});
