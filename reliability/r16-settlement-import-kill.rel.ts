import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '@athar/api/test/campaign-factories';
import { createCharity } from '@athar/api/test/charity-factories';
import { CHANNEL, PAYMENT_TYPE, SMS_DONATION_PIASTERS } from '@athar/contract/constants';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { type DeliveredSms, smsMonthlyReportCsv } from '@athar/pay/sms/aggregator-report';
import { sqlSession, untilNoOpenWrites, untilWritingInto } from './support/backend-activity';
import { runCommand } from './support/command-process';
import { recordResult } from './support/results';
import { serveOnEngine } from './support/serve-on-engine';

/**
 * R16: `npm run settlement -- import` of a large report written by the SMS aggregator's simulator
 * (8,000 lines in batches of 1,000: 4,000 messages that made donations here, 4,000 it billed that Athar
 * never counted),
 * killed with SIGKILL mid-import. The app killed while it writes the lines leaves no import, no line,
 * no settled figure and no audit entry. The command killed once the app writes lines leaves nothing
 * either when the stream was cut before its end, or the whole import when the whole file had already
 * reached the app (loopback buffers hold megabytes, and the app reads a batch ahead of the one it
 * writes): its digest checked, never a part. Run again, the import completes once with the counts the
 * file's making fixes (or is answered with the one that completed); the same file again is answered
 * with that import, nothing added. PostgreSQL: the app's open transaction is watched there.
 */
const MATCHED = 4_000;
const UNKNOWN = 4_000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('R16 kill -9 during a settlement import, on postgres', () => {
  const served = serveOnEngine('postgres', { name: 'r16', port: 4530 });

  it(`imports an ${MATCHED + UNKNOWN}-line report exactly once across two kill -9`, async () => {
    const started = Date.now();
    // a closed Cairo month, its report due (its 15 days of grace long past)
    const month = cairoDayOf(new Date(Date.now() - 62 * DAY_MS)).slice(0, 7);
    const store = await served.openStore();
    const db = store.db;
    const session = await sqlSession(served.databaseUrl!);
    try {
      const charity = await createCharity(db);
      const campaign = await createCreatorCampaign(db, { charity });
      const short = charity.sms_short_number;
      const messages: DeliveredSms[] = [];
      const at = (i: number) => new Date(Date.parse(`${month}-10T08:00:00.000Z`) + i * 1000);
      for (let i = 0; i < MATCHED + UNKNOWN; i += 1)
        messages.push({
          message_id: `r16-${i < MATCHED ? 'counted' : 'unknown'}-${i}`,
          from: `+2010${String(10_000_000 + i).slice(-8)}`,
          to: short,
          text: `T${campaign.code}`,
          received_at: at(i).toISOString(),
        });
      // the donations those first messages made here, confirmed when they arrived
      for (let i = 0; i < MATCHED; i += 1_000)
        await db
          .insertInto('donations')
          .values(
            messages.slice(i, Math.min(i + 1_000, MATCHED)).map((message) => ({
              campaign_id: campaign.id,
              ngo_id: charity.id,
              donor_name: 'فاعل خير',
              msisdn: message.from,
              amount: SMS_DONATION_PIASTERS,
              channel: CHANNEL.sms,
              type: PAYMENT_TYPE.sms,
              status: 'confirmed' as const,
              sms_message_id: message.message_id,
              created_at: new Date(message.received_at),
              confirmed_at: new Date(message.received_at),
            })),
          )
          .execute();
      const file = path.join(served.dataDir, `sms-report-${short}-${month}.csv`);
      fs.writeFileSync(file, smsMonthlyReportCsv(messages, short, month));

      const imported = async () => ({
        imports: await session.count('SELECT count(*) FROM settlement_imports WHERE account = $1', [short]),
        lines: await session.count('SELECT count(*) FROM settlement_lines WHERE account = $1', [short]),
        settled: await session.count(
          `SELECT count(*) FROM figures_settled_donations f JOIN donations d ON d.id = f.donation_id
           WHERE d.ngo_id = $1`,
          [charity.id],
        ),
        audited: await session.count(
          `SELECT count(*) FROM audit_log
           WHERE action = 'command.settlement.imported' AND changes::text LIKE $1`,
          [`%${short}%`],
        ),
      });
      const nothing = { imports: 0, lines: 0, settled: 0, audited: 0 };
      const importFile = () => runCommand('settlement', ['import', file], served.athar.env);

      const once = {
        imports: 1,
        lines: MATCHED + UNKNOWN,
        settled: MATCHED,
        audited: 1,
      };

      // 1. the app killed while it writes the lines; the command is left without an answer
      const first = importFile();
      await untilWritingInto(session, 'settlement_lines');
      await served.athar.kill9();
      const cut = await first.done;
      expect(cut.code, cut.output).toBe(1);
      expect(await imported()).toEqual(nothing);
      const restarting = Date.now();
      await served.athar.start();
      const downtime = Date.now() - restarting;

      // 2. the command killed once the app writes lines: the stream cut before its end rolls back;
      // a file that had wholly reached the app is imported whole — never a part of it
      const second = importFile();
      await untilWritingInto(session, 'settlement_lines');
      await second.kill9();
      const killedAt = Date.now();
      await untilNoOpenWrites(session, 240_000);
      const settledIn = Date.now() - killedAt;
      const afterKill = await imported();
      expect([nothing, once]).toContainEqual(afterKill);
      const streamCut = afterKill.imports === 0;

      // 3. run again: completes once, as an uninterrupted import would (or is answered with the one
      // the killed command's complete upload made)
      const third = await importFile().done;
      expect(third.code, third.output).toBe(0);
      expect(third.output).toContain(
        streamCut ? settlementMessages.imported : settlementMessages.alreadyImported,
      );
      expect(third.output).toContain(
        `${MATCHED + UNKNOWN} lines, ${MATCHED} matched, 0 fees, ${UNKNOWN} exceptions (0 not settled)`,
      );
      expect(await imported()).toEqual(once);
      const outcomes = await db
        .selectFrom('settlement_lines')
        .select(['outcome', (eb) => eb.fn.countAll<string>().as('n')])
        .where('account', '=', short)
        .groupBy('outcome')
        .execute();
      expect(Object.fromEntries(outcomes.map((row) => [row.outcome, Number(row.n)]))).toEqual({
        matched: MATCHED,
        not_confirmed: UNKNOWN,
      });
      const repeated = await session.count(
        `SELECT count(*) FROM (SELECT line_number FROM settlement_lines WHERE account = $1
           GROUP BY import_id, line_number HAVING count(*) > 1) AS twice`,
        [short],
      );
      expect(repeated).toBe(0);

      // 4. the same file again: answered with the import above, nothing added
      const fourth = await importFile().done;
      expect(fourth.code, fourth.output).toBe(0);
      expect(fourth.output).toContain(settlementMessages.alreadyImported);
      expect(await imported()).toEqual(once);

      recordResult(
        'R16',
        'postgres',
        true,
        `${MATCHED + UNKNOWN}-line SMS report: kill -9 of the app mid-write left 0 imports, 0 lines, ` +
          `0 settled, 0 audit entries (restart ${(downtime / 1000).toFixed(1)} s); kill -9 of the command ` +
          `while the app wrote: ${streamCut ? 'the stream cut, rolled back' : 'the whole file had reached the app, imported whole'} ` +
          `${(settledIn / 1000).toFixed(1)} s later; rerun: one import (${MATCHED} matched, ${UNKNOWN} ` +
          `exceptions); the file again: the same import`,
        Date.now() - started,
      );
    } finally {
      await session.close();
      await store.close();
    }
  }, 600_000);
});
