import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharity, createPermit } from '../test/charity-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

type Page<K extends string> = Record<K, { id: number }[]> & { next_before: number | null };

describe.each(testEngines)(
  'the console’s approvals and permits, a keyset page at a time, on %s (issue 36)',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    /** Every page of a list from its first, following `next_before`: the ids in the order shown. */
    async function walk<K extends string>(key: K, url: string, cookie: string) {
      const { get } = operatorCalls(t);
      const pages: number[][] = [];
      let before: number | null = null;
      do {
        const answer = await get(`${url}&limit=2${before === null ? '' : `&before=${before}`}`, cookie);
        expect(answer.statusCode, answer.body).toBe(200);
        const page = (answer.json() as { data: Page<K>[] }).data[0]!;
        pages.push(page[key].map((row) => row.id));
        before = page.next_before;
        if (before !== null) expect(before).toBe(page[key].at(-1)!.id);
      } while (before !== null);
      return pages;
    }

    it('walks every waiting permit request and every waiting approval, newest first, each once', async () => {
      const operator = await createOperator(t.db, ['onboarding']);
      const cookie = await logInOperatorFully(t, operator);
      const charity = await createCharity(t.db, { permit: false });
      const requests: number[] = [];
      for (const number of ['2026/201', '2026/202', '2026/203'])
        requests.push((await createPermit(t.db, charity, { status: 'requested', permit_number: number })).id);

      const permitPages = await walk(
        'permits',
        `/api/operator/permits?status=requested&ngo_id=${charity.id}`,
        cookie,
      );
      expect(permitPages).toEqual([[requests[2], requests[1]], [requests[0]]]);

      const approved: number[] = [];
      for (const number of ['2026/301', '2026/302', '2026/303'])
        approved.push((await createPermit(t.db, charity, { permit_number: number })).id);
      const asked: number[] = [];
      for (const permit of approved) {
        const answer = await operatorCalls(t).post('/api/operator/approvals', cookie, {
          action: 'permit.revoke',
          object_id: permit,
          reason: 'انتهى خطاب المديرية',
        });
        expect(answer.statusCode, answer.body).toBe(200);
        asked.push((answer.json() as { data: { id: number }[] }).data[0]!.id);
      }
      const approvalIds = (await walk('approvals', '/api/operator/approvals?status=pending', cookie)).flat();
      expect(approvalIds.filter((id) => asked.includes(id))).toEqual([...asked].reverse());
      expect(new Set(approvalIds).size).toBe(approvalIds.length);
    });

    it('answers a page past the last with nothing and no next page', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const cookie = await logInOperatorFully(t, operator);
      const answer = await operatorCalls(t).get('/api/operator/permits?status=all&before=1', cookie);
      expect(answer.json().data).toEqual([{ permits: [], next_before: null }]);
    });
  },
);
