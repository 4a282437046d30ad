import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import { createLoggedInUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';
import { createKhatmaTestApp, khatmaCalls, RLO, type KhatmaTestApp } from './khatma.test-support';

// reserving a juz; opening a khatma: khatma.test.ts; marking a juz read: khatma.reading.test.ts
describe.each(oneEngine)('the shared khatma on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { view, reserve, openedKhatma } = khatmaCalls(() => setUp);

  describe('reserving', () => {
    it('hands back a random secret and keeps only its hash', async () => {
      const { khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, 3);
      expect(response.statusCode).toBe(200);
      const { secret } = response.json().data as { secret: string };
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await t.db
        .selectFrom('khatma_parts')
        .select('secret_hash')
        .where('khatma_id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      expect(row.secret_hash).not.toContain(secret);
      expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('shows a name only to a reader who chose to show it; never an e-mail or an id', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const reader = await createLoggedInUser(t.db, { user_name: 'اسم الحساب' });
      expect((await reserve(khatmaId, 1, { reader_name: 'سارة محمود', show_name: true })).statusCode).toBe(
        200,
      );
      expect((await reserve(khatmaId, 2, { reader_name: 'أحمد فؤاد' })).statusCode).toBe(200);
      expect((await reserve(khatmaId, 3, {}, { headers: reader.auth })).statusCode).toBe(200);
      const guestView = await view(own.id);
      const names = guestView.khatma!.parts.map((part) => part.reader_name);
      expect(names.slice(0, 3)).toEqual(['سارة محمود', null, null]);
      expect(guestView.khatma!.parts.every((part) => !part.mine)).toBe(true);
      const raw = JSON.stringify(guestView);
      expect(raw).not.toContain('أحمد فؤاد');
      expect(raw).not.toContain('اسم الحساب');
      expect(raw).not.toContain('@');
      expect(raw).not.toContain('user_id');
      // the reader's own account sees its juz as its own, and only that one
      const readerView = await view(own.id, reader.auth);
      expect(readerView.khatma!.parts.filter((part) => part.mine).map((part) => part.juz)).toEqual([3]);
    });

    it.each([
      ['a name of bidi controls only', { reader_name: `${RLO}${RLO}` }, khatmaMessages.nameInvalid],
      ['dollar signs', { reader_name: 'أحمد $$$' }, 'يجب ألا يحتوي الاسم على رموز'],
      ['a spreadsheet formula', { reader_name: '=cmd|calc' }, 'يجب ألا يحتوي الاسم على رموز'],
      ['a name too long', { reader_name: 'ا'.repeat(61) }, khatmaMessages.nameInvalid],
      ['a name of one letter', { reader_name: 'ا' }, khatmaMessages.nameInvalid],
      ['show_name without a name', { show_name: true }, khatmaMessages.nameNeededToShow],
      ['a name that is not text', { reader_name: 42 }, khatmaMessages.nameInvalid],
    ])('refuses %s with an Arabic 400, reserving nothing', async (_, body, message) => {
      const { khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, 5, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message, errors: { reader_name: message } });
      const rows = await t.db
        .selectFrom('khatma_parts')
        .select('juz')
        .where('khatma_id', '=', khatmaId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('stores a name without its bidi controls, so it never shows reversed', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, 9, { reader_name: `سارة${RLO} محمود`, show_name: true });
      expect(response.statusCode).toBe(200);
      expect((await view(own.id)).khatma!.parts[8]!.reader_name).toBe('سارة محمود');
    });

    it.each([['0'], ['31'], ['1.5'], ['0x1'], ['abc']])('refuses juz %s with an Arabic 400', async (juz) => {
      const { khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, juz);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(khatmaMessages.juzInvalid);
    });

    it('answers 404 for a khatma that does not exist', async () => {
      const response = await reserve(987654321, 1);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(khatmaMessages.khatmaNotFound);
    });
    // how many ajza' a reader holds, and readers sharing an address: khatma.readers.test.ts
  });
});

/** Where the engine can change the answer: readers racing for the same juz. */
describe.each(testEngines)('the shared khatma, reserved at once, on %s', (engine) => {
  let setUp: KhatmaTestApp;
  let t: TestApp;

  beforeAll(async () => {
    setUp = await createKhatmaTestApp(engine);
    ({ t } = setUp);
  });
  afterAll(async () => {
    await t.close();
  });

  const { view, reserve, openedKhatma } = khatmaCalls(() => setUp);

  describe('reserving', () => {
    it('lets exactly one of 30 readers reserving the same juz at once win; 29 get 409', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          reserve(khatmaId, 7, { reader_name: `قارئ ${['أ', 'ب', 'ج', 'د', 'ه', 'و'][index % 6]}` }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(29);
      for (const answer of answers.filter((one) => one.statusCode === 409))
        expect(answer.json()).toMatchObject({ status: 0, message: khatmaMessages.juzTaken });
      const rows = await t.db
        .selectFrom('khatma_parts')
        .selectAll()
        .where('khatma_id', '=', khatmaId)
        .execute();
      expect(rows).toHaveLength(1);
      const seen = await view(own.id);
      expect(seen.khatma).toMatchObject({ reserved_count: 1, read_count: 0 });
      expect(seen.khatma!.parts[6]).toMatchObject({ juz: 7, state: 'reserved' });
    });
  });
});
