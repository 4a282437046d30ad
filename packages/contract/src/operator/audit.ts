import { z } from 'zod';
import { calendarDay } from '../calendar-day';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { auditLogCsvRoute, auditLogRoute } from '../routes/operator';
import { keysetPage, keysetQuery } from './keyset';
import { operatorMessages } from './messages';

/** Who did it: an operator, a charity's staff member, a user, the system's jobs, or a signed command. */
export const AUDIT_ACTOR_KINDS = ['operator', 'staff', 'user', 'system', 'command', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

const day = calendarDay(operatorMessages.dateInvalid);
const text = (max: number) => z.string().trim().max(max).optional();

/** The audit view's filters (each optional, all together) and its keyset page: `before` an entry's id. */
export const auditLogQuery = z.object({
  actor_kind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  actor_id: decimalNumber(z.coerce.number().int().positive()).optional(),
  /** an action, or a dotted prefix of actions: `operator.login` or `operator` */
  action: text(80),
  object_kind: text(40),
  object_id: text(80),
  from: day.optional(),
  to: day.optional(),
  ...keysetQuery,
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export type AuditLogFilter = z.infer<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_kind: z.enum(AUDIT_ACTOR_KINDS),
  actor_id: z.number().int().nullable(),
  actor_label: z.string().nullable(),
  action: z.string(),
  object_kind: z.string().nullable(),
  object_id: z.string().nullable(),
  ngo_id: z.number().int().nullable(),
  /** the fields changed: `{ field: [before, after] }`, never a secret */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/operator/audit — newest first; `next_before` asks for the page after, null at the end. */
export const auditLogEndpoint = defineEndpoint({
  ...auditLogRoute,
  query: auditLogQuery,
  response: envelope(z.array(keysetPage('entries', auditEntry))),
});

/** GET /api/operator/audit.csv — the same filters, every page, as a spreadsheet (a fresh code first). */
export const auditLogCsvEndpoint = defineEndpoint({
  ...auditLogCsvRoute,
  query: auditLogQuery.omit({ before: true, limit: true }),
  response: z.string(),
});
