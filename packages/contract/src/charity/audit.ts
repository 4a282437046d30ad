import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { auditEntry, auditLogQuery } from '../operator/audit';
import { charityAuditRoute } from '../routes/charity';

/**
 * The charity's own slice of the audit log: the operator's filters but the actor's id (every entry is
 * of the staff member's charity, whatever the filter says).
 */
export const charityAuditQuery = auditLogQuery.omit({ actor_id: true });
export type CharityAuditQuery = z.input<typeof charityAuditQuery>;

/** An entry of the charity's slice: its charity is the reader's, so it is not repeated. */
export const charityAuditEntry = auditEntry.omit({ ngo_id: true });
export type CharityAuditEntry = z.infer<typeof charityAuditEntry>;

export const charityAuditPage = z.object({
  entries: z.array(charityAuditEntry),
  next_before: z.number().int().nullable(),
});
export type CharityAuditPage = z.infer<typeof charityAuditPage>;

/** GET /api/charity/audit — newest first; `next_before` asks for the page after, null at the end. */
export const charityAuditEndpoint = defineEndpoint({
  ...charityAuditRoute,
  query: charityAuditQuery,
  response: envelope(z.array(charityAuditPage)),
});
