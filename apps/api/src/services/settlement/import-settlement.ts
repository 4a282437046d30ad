import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SETTLEMENT_FILE_MAX_BYTES,
  type SettlementImport,
} from '@athar/contract/settlement/settlement-endpoints';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import {
  SETTLEMENT_DAYS,
  SMS_SETTLEMENT_GRACE_DAYS,
  type SettlementProvider,
} from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import {
  charityOfAccount,
  closeNotSettledOfImport,
  listNotSettled,
} from '../../db/queries/settlement-matching';
import { countSettledOfImport } from '../../db/queries/figures-rollup';
import { listRefundsNotSettled } from '../../db/queries/refunds-not-settled';
import { importBySha, importOut } from '../../db/queries/settlement-imports';
import {
  earlierLines,
  finishImportRow,
  hasEarlierLines,
  insertImportRow,
  insertLineRows,
  lockAccountImports,
} from '../../db/queries/settlement-writes';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit-trail';
import { reverseDonation } from '../donations/reverse-donation';
import { csvRecords, FileTooLarge, LineRefused } from './csv-records';
import { listDepositsNotShown } from '../../db/queries/statement-deposits';
import { settleStatementBatch, statementAccount } from './match-deposits';
import { matchBatch, type MatchedLine } from './match-lines';
import { formatOfHeader, type ProviderLine } from './provider-lines';

/** Lines written per statement: fewer round trips, a few MB of a file in memory at a time (P12). */
const BATCH = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

export interface SettlementUpload {
  fileName: string;
  /** the file's bytes as they arrive */
  chunks: AsyncIterable<Uint8Array | string>;
  /** who imports it: an operator's id, or null for the command line */
  operatorId: number | null;
  /** the audit entry of the import, given what was imported */
  audit: (act: Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>) => AuditRecord;
  /** a bank statement's charity, by id: the file names none (docs/decisions/052) */
  charity?: string;
  /** the SHA-256 the file must have (the command line signs it) */
  expectedSha256?: string;
  now: Date;
}

class AlreadyImported extends Error {}

/** A line written while another file carrying the same transaction was being imported (048's index). */
const isRaceOnce = (error: unknown) => {
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    code === UNIQUE_VIOLATION &&
    (constraint === 'settlement_lines_once' || String(message).includes('settlement_lines_once'))
  );
};

/**
 * The donations confirmed before this instant the provider should have settled by now: the bank's and
 * the gateway's after their days; the aggregator's once their Cairo month closed 15 days ago.
 */
function notSettledCutoff(
  provider: Exclude<SettlementProvider, 'statement'>,
  now: Date,
): Date | { cairoDay: string } {
  if (provider !== 'sms') return new Date(now.getTime() - SETTLEMENT_DAYS[provider] * DAY_MS);
  const month = cairoDayOf(new Date(now.getTime() - SMS_SETTLEMENT_GRACE_DAYS * DAY_MS)).slice(0, 7);
  return { cairoDay: `${month}-01` };
}

/** What this account's files should have carried by now and none did, listed as this import's lines. */
async function listMissing(
  trx: Kysely<Database>,
  importId: number,
  provider: SettlementProvider,
  account: string,
  now: Date,
): Promise<number> {
  if (provider === 'statement') return listDepositsNotShown(trx, importId, Number(account), cairoDayOf(now));
  const cutoff = notSettledCutoff(provider, now);
  return (
    (await listNotSettled(trx, importId, provider, account, cutoff)) +
    (provider === 'sms' ? 0 : await listRefundsNotSettled(trx, importId, provider, account, cutoff as Date))
  );
}

/**
 * Imports one settlement file in one transaction, reading it as it arrives and writing its lines a
 * batch at a time: the provider known by its header row, every line checked (a bad one refuses the
 * whole file, naming it), each matched on its own, then the account's donations confirmed here and
 * never settled listed. The same bytes twice are imported once: the second answers the first import.
 */
export async function importSettlement(
  db: Kysely<Database>,
  upload: SettlementUpload,
): Promise<SettlementImport> {
  const file = csvRecords(upload.chunks, SETTLEMENT_FILE_MAX_BYTES);
  try {
    const id = await db.transaction().execute(async (trx): Promise<number> => {
      const header = await file.records.next();
      if (header.done) throw new AppError('BAD_REQUEST', messages.emptyFile);
      const format = formatOfHeader(header.value.fields);
      if (!format) throw new AppError('BAD_REQUEST', messages.unknownHeader);
      let importId: number | null = null;
      // a bank statement's account is the charity the importer names; a provider's, the file's own
      const statement = format.provider === 'statement';
      let account = statement ? await statementAccount(trx, upload.charity) : '';
      const counts = { lines: 0, matched: 0, fees: 0, exceptions: 0 };
      let batch: ProviderLine[] = [];
      // this file's transactions so far: a provider never lists one twice in a file
      const seen = new Set<string>();
      const reversals: { donationId: number; transactionId: string }[] = [];
      let owner: number | null | undefined;
      // whether an earlier file of the account left lines: when none did, none of this file's is a
      // duplicate of one (and its own lines never are: `seen` refuses a transaction listed twice)
      let earlierFiles = true;
      const flush = async (lines: ProviderLine[]) => {
        if (lines.length === 0) return;
        if (importId === null) {
          // one import of an account at a time: a second waits, then finds the first's lines (its
          // duplicates) or, the same bytes, fails on the digest and is answered with the first
          await lockAccountImports(trx, format.provider, account);
          earlierFiles = await hasEarlierLines(trx, format.provider, account);
          importId = await insertImportRow(trx, {
            provider: format.provider,
            account,
            fileName: upload.fileName,
            // the file's own digest is known once it is read; unique meanwhile
            placeholder: randomBytes(32).toString('hex'),
            operatorId: upload.operatorId,
          });
        }
        if (owner === undefined)
          owner = statement ? Number(account) : await charityOfAccount(trx, format.provider, account);
        const earlier = earlierFiles
          ? await earlierLines(
              trx,
              format.provider,
              account,
              lines.map((line) => line.transactionId),
            )
          : new Map<string, number>();
        // a transaction an earlier file carried is a duplicate here, never matched a second time
        const fresh = lines.filter((line) => !earlier.has(`${line.kind} ${line.transactionId}`));
        const byLine = new Map(
          (await matchBatch(trx, format.provider, account, fresh)).map((m) => [m.line.line, m]),
        );
        // objects written out rather than spread: spreading 100,000 lines took V8 ~20 µs a line (P12)
        const matched = lines.map((line): MatchedLine & { duplicateOf: number | null } => {
          const duplicateOf = earlier.get(`${line.kind} ${line.transactionId}`) ?? null;
          const match = byLine.get(line.line);
          return duplicateOf !== null || !match
            ? { line, outcome: 'duplicate', donationId: null, ngoId: null, duplicateOf }
            : {
                line,
                outcome: match.outcome,
                donationId: match.donationId,
                ngoId: match.ngoId,
                reverses: match.reverses,
                depositId: match.depositId,
                duplicateOf: null,
              };
        });
        try {
          await insertLineRows(
            trx,
            importId,
            format.provider,
            account,
            matched.map(({ line, outcome, donationId, ngoId, duplicateOf, depositId }) => ({
              line: line.line,
              kind: line.kind,
              transactionId: line.transactionId,
              reference: line.reference,
              method: line.method,
              transactionAt: line.transactionAt,
              settledOn: line.settledOn,
              amount: line.amount,
              fee: line.fee,
              net: line.net,
              payoutReference: line.payoutReference,
              description: line.description,
              outcome,
              donationId,
              depositId,
              ngoId: ngoId ?? owner ?? null,
              duplicateOf,
            })),
          );
        } catch (error) {
          if (isRaceOnce(error)) throw new AppError('CONFLICT', messages.importRace);
          throw error;
        }
        for (const { outcome } of matched) {
          counts.lines += 1;
          if (outcome === 'matched' || outcome === 'refund_matched') counts.matched += 1;
          else if (outcome === 'fee') counts.fees += 1;
          else counts.exceptions += 1;
        }
        if (statement) await settleStatementBatch(trx, importId, matched);
        // an SMS donation its operator reversed: given back once the lines are all written
        reversals.push(
          ...matched.flatMap((m) =>
            m.donationId !== null && m.line.kind === 'refund' && 'reverses' in m && m.reverses
              ? [{ donationId: m.donationId, transactionId: m.line.transactionId }]
              : [],
          ),
        );
      };
      // a batch is written while the next one is read (the database and the parsing overlap), the
      // batches one at a time in the file's order; a batch that failed is what the import fails with,
      // even when a later line was refused meanwhile, as when each was written before the next was read
      let writing: Promise<void> | null = null;
      const write = async (lines: ProviderLine[]) => {
        if (writing) await writing;
        writing = flush(lines);
        // its failure is awaited below: before the next batch, after the last line, or on a refusal
        writing.catch(() => {});
      };
      try {
        for await (const record of file.records) {
          const line = format.read(record);
          if (!line) continue;
          if (statement) line.account = account;
          else if (account === '') account = line.account;
          else if (line.account !== account) throw new LineRefused(record.line, messages.reasons.account);
          const key = `${line.kind} ${line.transactionId}`;
          if (seen.has(key)) throw new LineRefused(record.line, messages.reasons.repeated);
          seen.add(key);
          batch.push(line);
          if (batch.length >= BATCH) {
            await write(batch);
            batch = [];
          }
        }
      } catch (error) {
        if (writing) await writing;
        throw error;
      }
      if (writing) await writing;
      await flush(batch);
      if (importId === null) throw new AppError('BAD_REQUEST', messages.noLines);
      // once the lines are all written, set-based: a payment's first settling line counts in the
      // figures (a refund line is the refund's), and what the file settles closes its open exceptions
      await countSettledOfImport(trx, importId);
      await closeNotSettledOfImport(trx, importId, `سُوّي في الملف رقم ${importId}`);
      await closeNotSettledOfImport(
        trx,
        importId,
        messages.refundSettledNote(importId),
        'refund_not_settled',
      );
      for (const { donationId, transactionId } of reversals)
        await reverseDonation(
          trx,
          donationId,
          'refunded',
          transactionId,
          messages.smsReversalNote(transactionId, importId),
        );
      const sha256 = file.digest();
      if (upload.expectedSha256 !== undefined && upload.expectedSha256 !== sha256)
        throw new AppError('BAD_REQUEST', messages.hashMismatch);
      const notSettled = await listMissing(trx, importId, format.provider, account, upload.now);
      try {
        await finishImportRow(trx, importId, {
          sha256,
          ...counts,
          exceptions: counts.exceptions + notSettled,
          not_settled: notSettled,
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new AlreadyImported(sha256);
        throw error;
      }
      await recordAudit(
        trx,
        upload.audit({
          action: 'settlement.imported',
          object_kind: 'settlement_import',
          object_id: importId,
          changes: {
            provider: [null, format.provider],
            account: [null, account],
            file_name: [null, upload.fileName],
            sha256: [null, sha256],
            lines: [null, counts.lines],
            exceptions: [null, counts.exceptions + notSettled],
          },
        }),
      );
      return importId;
    });
    return { ...(await importOut(db, id)), new: true };
  } catch (error) {
    if (error instanceof AlreadyImported) {
      const earlier = await importBySha(db, error.message);
      if (earlier) return { ...earlier, new: false };
    }
    if (error instanceof LineRefused)
      throw new AppError('BAD_REQUEST', error.message, { file: error.message });
    if (error instanceof FileTooLarge) throw new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge);
    throw error;
  }
}
