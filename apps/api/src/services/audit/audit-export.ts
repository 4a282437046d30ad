import type { Kysely, Selectable } from 'kysely';
import type { AuditEntry, AuditLogFilter } from '@athar/contract/operator/audit';
import { auditEntries } from '../../db/queries/audit-log';
import type { Database } from '../../db/schema';
import type { AuditLogTable } from '../../db/schema-operators';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { keysetSlice } from '../../lib/keyset-page';

const isEmpty = (changes: unknown) => !changes || Object.keys(changes).length === 0;

/** An entry as the console reads it. */
export function auditEntryOut(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    ...row,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    changes: isEmpty(row.changes) ? null : (row.changes as AuditEntry['changes']),
  };
}

/** One page of the entries matching `filter`, newest first, and the `before` of the page after (or null). */
export async function auditPage(
  db: Kysely<Database>,
  filter: Parameters<typeof auditEntries>[1],
  limit: number,
): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const { page, next_before } = keysetSlice(
    (await auditEntries(db, filter, limit + 1)).map(auditEntryOut),
    limit,
  );
  return { entries: page, next_before };
}

const PAGE = 1000;
const HEADER = [
  'id',
  'at',
  'actor_kind',
  'actor_id',
  'actor_label',
  'action',
  'object_kind',
  'object_id',
  'ngo_id',
  'changes',
  'ip',
  'user_agent',
];

/** Every entry matching the filters, newest first, as a spreadsheet (formula characters made text). */
export async function auditCsv(
  db: Kysely<Database>,
  filter: Omit<AuditLogFilter, 'before' | 'limit'>,
): Promise<string> {
  const lines = [CSV_BOM, csvLine(HEADER)];
  let before: number | undefined;
  for (;;) {
    const rows = await auditEntries(db, { ...filter, before }, PAGE);
    for (const row of rows.map(auditEntryOut))
      lines.push(
        csvLine([
          row.id,
          row.at,
          row.actor_kind,
          row.actor_id,
          row.actor_label,
          row.action,
          row.object_kind,
          row.object_id,
          row.ngo_id,
          row.changes ? JSON.stringify(row.changes) : null,
          row.ip,
          row.user_agent,
        ]),
      );
    if (rows.length < PAGE) return lines.join('');
    before = Number(rows.at(-1)!.id);
  }
}
