import { z } from 'zod';
import { egp } from '../amount-fields';
import { envelope } from '../envelope';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { cashQueueRoute } from '../routes/charity';

/** GET /api/charity/cash-queue?city&area — the staff member's charity only, oldest first. */
export const cashQueueQuery = z.object({
  city: decimalNumber(z.coerce.number().int().positive().optional()),
  area: decimalNumber(z.coerce.number().int().positive().optional()),
});
export type CashQueueQuery = z.input<typeof cashQueueQuery>;

/** Where a donation stands against the 72-hour contact promise (CASH_CONTACT_HOURS). */
export const CONTACT_STATES = ['on_time', 'due_today', 'overdue'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export const cashQueueItem = z.object({
  id: z.number().int(),
  donor_name: z.string(),
  msisdn: z.string().nullable(),
  city_id: z.number().int(),
  city: z.string(),
  area_id: z.number().int(),
  area: z.string(),
  address: z.string(),
  /** EGP */
  amount: egp,
  comment: z.string().nullable(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  /** docs/decisions/033: a moderator paused or took the campaign down; the charity decides this collection */
  campaign_under_review: z.boolean(),
  created_at: z.string(),
  /** when the 72 hours end */
  contact_deadline: z.string(),
  /** whole hours left of the 72 (negative once overdue) */
  hours_left: z.number().int(),
  contact_state: z.enum(CONTACT_STATES),
  /** the last "contacted" record, if any */
  contacted_at: z.string().nullable(),
});
export type CashQueueItem = z.infer<typeof cashQueueItem>;

export const cashQueueResponse = envelope(z.array(cashQueueItem));
export type CashQueueResponse = z.infer<typeof cashQueueResponse>;

export const cashQueueEndpoint = defineEndpoint({
  ...cashQueueRoute,
  query: cashQueueQuery,
  response: cashQueueResponse,
});
