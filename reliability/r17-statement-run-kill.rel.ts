import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '@athar/api/test/campaign-factories';
import { createDonation } from '@athar/api/test/donation-factories';
import { internalIssueFeeStatementsEndpoint as issueEndpoint } from '@athar/contract/internal/issue-fee-statements';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { LOCAL_PAY_WEBHOOK_SECRET } from '@athar/server-kit/config';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { atharProcess } from './support/athar-process';
import { sqlSession, untilNoOpenWrites, type SqlSession } from './support/backend-activity';
import { recordResult } from './support/results';
import { serveOnEngine } from './support/serve-on-engine';

/**
 * R17: the monthly run over 80 charities (the signed call `npm run statements -- issue --month` makes),
 * the app killed with SIGKILL mid-run:
 * every statement written has all its lines, the yearly numbers have no gap and no repeat; run again,
 * it issues each remaining statement once and leaves the earlier ones as they were. Then two instances
 * on one database run the same month at once (40 more charities): each statement once, the numbers
 * still consecutive. PostgreSQL (two processes share it).
 */
const KILLED_RUN = 80;
const TWO_INSTANCES = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signed call `npm run statements -- issue --month` makes, from here: the command gives up after
 * 20 s, and on a machine this loaded a run of a hundred statements may take longer while it goes on.
 */
async function issueAt(baseUrl: string, month: string) {
  const body = JSON.stringify({ month });
  const url = new URL(issueEndpoint.path, baseUrl);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: signedJsonHeaders(LOCAL_PAY_WEBHOOK_SECRET, { method: 'POST', path: url.pathname, body }),
      body,
      signal: AbortSignal.timeout(300_000),
    });
    const json = (await answer.json()) as { data: { issued: number; carried: number; existing: number }[] };
    return { status: answer.status, result: json.data[0]! };
  } catch (error) {
    return { status: 0, error: String(error) };
  }
}

/** A closed Cairo month `back` months before this one. */
function monthBack(back: number): string {
  const [year, month] = cairoDayOf(new Date()).slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's statements: how many, of how many charities, and those not whole (lines ≠ totals). */
async function statementsOf(session: SqlSession, month: string) {
  const where = `kind = 'statement' AND month = $1::date`;
  return {
    statements: await session.count(`SELECT count(*) FROM fee_statements WHERE ${where}`, [`${month}-01`]),
    charities: await session.count(`SELECT count(DISTINCT ngo_id) FROM fee_statements WHERE ${where}`, [
      `${month}-01`,
    ]),
    notWhole: await session.count(
      `SELECT count(*) FROM fee_statements s WHERE ${where} AND (
         donations_count <> (SELECT count(*) FROM fee_statement_lines l WHERE l.statement_id = s.id)
         OR donations_total <> (SELECT coalesce(sum(amount), 0) FROM fee_statement_lines l
                                WHERE l.statement_id = s.id))`,
      [`${month}-01`],
    ),
  };
}

/**
 * The year's numbers, checked to be 1…the counter, each once: as many numbered statements as distinct
 * numbers, the highest number and the counter. Returns the counter.
 */
async function numbersInOrder(session: SqlSession, year: number): Promise<number> {
  const last = await session.count(
    `SELECT coalesce(max(last), 0) FROM fee_statement_numbers WHERE series = 'ATH' AND year = $1`,
    [year],
  );
  const numbered = await session.count(`SELECT count(*) FROM fee_statements WHERE number LIKE $1`, [
    `ATH-${year}-%`,
  ]);
  const distinct = await session.count(
    `SELECT count(DISTINCT number) FROM fee_statements WHERE number LIKE $1`,
    [`ATH-${year}-%`],
  );
  const highest = await session.count(
    `SELECT coalesce(max(split_part(number, '-', 3)::int), 0) FROM fee_statements WHERE number LIKE $1`,
    [`ATH-${year}-%`],
  );
  expect({ last, distinct, highest }).toEqual({ last: numbered, distinct: numbered, highest: numbered });
  return last;
}

describe('R17 kill -9 during the monthly statement run, on postgres', () => {
  const served = serveOnEngine('postgres', { name: 'r17', port: 4540 });

  it(`issues ${KILLED_RUN} statements once across a kill -9, and ${TWO_INSTANCES} from two instances at once`, async () => {
    const started = Date.now();
    const year = Number(cairoDayOf(new Date()).slice(0, 4));
    const store = await served.openStore();
    const session = await sqlSession(served.databaseUrl!);
    // another instance: the same database, a data directory of its own (its simulators' files)
    const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-rel-r17-second-'));
    const second = atharProcess({
      port: 4542,
      payPort: 4543,
      dataDir: secondDir,
      databaseUrl: served.databaseUrl,
    });
    try {
      /** `count` new charities, each with one confirmed 2,000 EGP card donation in `month`. */
      const charitiesGiving = async (count: number, month: string) => {
        for (let i = 0; i < count; i += 1) {
          const campaign = await createCreatorCampaign(store.db);
          await createDonation(store.db, campaign, {
            status: 'confirmed',
            amount: 200_000,
            at: new Date(Date.parse(`${month}-15T10:00:00.000Z`) + i * 1000),
          });
        }
      };
      const toBill = (month: string) =>
        session.count(
          `SELECT count(DISTINCT ngo_id) FROM donations d WHERE status = 'confirmed'
             AND confirmed_at >= ($1::timestamp AT TIME ZONE 'Africa/Cairo')
             AND confirmed_at < (($1::date + interval '1 month')::timestamp AT TIME ZONE 'Africa/Cairo')
             AND NOT EXISTS (SELECT 1 FROM fee_statement_lines l WHERE l.donation_id = d.id)`,
          [`${month}-01`],
        );

      // 1. the run killed mid-way
      const month = monthBack(3);
      await charitiesGiving(KILLED_RUN, month);
      const total = await toBill(month);
      expect(total).toBeGreaterThanOrEqual(KILLED_RUN);
      const run = issueAt(served.athar.baseUrl, month);
      const deadline = Date.now() + 240_000;
      while ((await statementsOf(session, month)).statements < total / 4) {
        if (Date.now() > deadline) throw new Error('the run wrote no quarter of its statements in 240 s');
        await sleep(20);
      }
      await served.athar.kill9();
      // the call is cut with the process: no answer
      expect((await run).status).toBe(0);
      await untilNoOpenWrites(session);
      const atKill = await statementsOf(session, month);
      expect(atKill.statements).toBeLessThan(total);
      expect(atKill).toEqual({ statements: atKill.statements, charities: atKill.statements, notWhole: 0 });
      const numbersAtKill = await numbersInOrder(session, year);

      // 2. restarted and run again: the rest, each once
      await served.athar.start();
      const rerun = await issueAt(served.athar.baseUrl, month);
      expect(rerun.status, JSON.stringify(rerun)).toBe(200);
      // the charities billed before the kill are no longer to bill: only the rest are issued
      expect(rerun.result!.issued + rerun.result!.carried).toBe(total - atKill.statements);
      expect(await statementsOf(session, month)).toEqual({
        statements: total,
        charities: total,
        notWhole: 0,
      });
      await numbersInOrder(session, year);
      const audited = await session.count(
        `SELECT count(*) FROM audit_log
           WHERE action IN ('command.fee_statement.issued', 'command.fee_statement.carried')
           AND changes::text LIKE $1`,
        [`%${month}%`],
      );
      expect(audited).toBe(total);

      // 3. two instances run another month at once
      const other = monthBack(4);
      await charitiesGiving(TWO_INSTANCES, other);
      const otherTotal = await toBill(other);
      await second.start();
      const [one, two] = await Promise.all([
        issueAt(served.athar.baseUrl, other),
        issueAt(second.baseUrl, other),
      ]);
      expect(one.status, JSON.stringify(one)).toBe(200);
      expect(two.status, JSON.stringify(two)).toBe(200);
      expect(await statementsOf(session, other)).toEqual({
        statements: otherTotal,
        charities: otherTotal,
        notWhole: 0,
      });
      const billed = (run: typeof one) => run.result!.issued + run.result!.carried;
      expect(billed(one) + billed(two)).toBe(otherTotal);
      const atEnd = await numbersInOrder(session, year);

      recordResult(
        'R17',
        'postgres',
        true,
        `${total} statements: kill -9 after ${atKill.statements}, each whole, numbers 1…${numbersAtKill} ` +
          `without gap; the rerun issued ${total - atKill.statements}, each once; two instances issued ` +
          `${otherTotal} more at once, numbers 1…${atEnd} consecutive`,
        Date.now() - started,
      );
    } finally {
      await second.stop();
      fs.rmSync(secondDir, { recursive: true, force: true });
      await session.close();
      await store.close();
    }
  }, 600_000);
});
