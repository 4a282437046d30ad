import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { piastersAmount } from '@athar/contract/amount-fields';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import type { Database } from '../../db/schema';

const id = z.number().int().positive();

/**
 * What each kind of outbox row is about. Names, addresses and titles are read when the mail is sent
 * (a deleted account is then skipped); the figures are kept as they were when the row was written.
 */
export const outboxMail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('receipt'), payload: z.object({ donation_id: id }) }),
  z.object({
    kind: z.literal('kiosk_reference'),
    payload: z.object({
      donation_id: id,
      /** the code the donor pays with at a kiosk, an ATM or an app, and until when */
      kiosk_reference: z.string().regex(/^[0-9]{4,20}$/),
      kiosk_expires_at: z.iso.datetime({ offset: true }),
    }),
  }),
  z.object({
    kind: z.literal('campaign_visible'),
    payload: z.object({ campaign_id: id, collected: piastersAmount }),
  }),
  z.object({
    kind: z.literal('daily_digest'),
    payload: z.object({
      campaign_id: id,
      /** the Cairo calendar day, YYYY-MM-DD */
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      count: z.number().int().positive(),
      amount: piastersAmount,
      /** the campaign's confirmed total at the end of that day */
      collected: piastersAmount,
    }),
  }),
  z.object({
    kind: z.literal('delivery_update'),
    /** one mail of a charity's update to one address, about the campaign it gave to or created */
    payload: z.object({ update_id: id, campaign_id: id, email: z.string().min(3).max(254) }),
  }),
  // duas wait for the family's approval (PRODUCT.md §11.1): at most one per campaign an hour
  // one per manager (user_id); a row queued before co-administrators goes to the creator
  z.object({
    kind: z.literal('dua_pending'),
    payload: z.object({ campaign_id: id, user_id: id.optional() }),
  }),
  // PRODUCT.md §11.4: an invitation to manage a campaign; the link's token is rebuilt from the nonce with the
  // server's key (services/remembrance/co-admins-links.ts), so this row alone cannot open it
  z.object({
    kind: z.literal('admin_invite'),
    payload: z.object({ invite_id: id, nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  }),
  // PRODUCT.md §11.4: a family update; without follow_id the row fans out to one row per follower
  z.object({
    kind: z.literal('family_update'),
    payload: z.object({ update_id: id, follow_id: id.optional() }),
  }),
  // a charity's online fundraising permit running out (docs/decisions/018), one row per staff member
  z.object({
    kind: z.literal('permit_expiring'),
    payload: z.object({ permit_id: id, staff_id: id }),
  }),
  z.object({
    kind: z.literal('permit_expired'),
    payload: z.object({ permit_id: id, staff_id: id }),
  }),
  // PRODUCT.md §11.3: a reminder of one follow on one Cairo day, and the confirmation of a guest's follow
  z.object({
    kind: z.literal('reminder'),
    payload: z.object({
      follow_id: id,
      occasion: z.enum(['anniversary', 'ramadan', 'arafah', 'friday']),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    }),
  }),
  z.object({
    kind: z.literal('follow_confirm'),
    payload: z.object({
      follow_id: id,
      /** the choices the link confirms, and when it was issued (it expires) */
      anniversary: z.boolean(),
      ramadan: z.boolean(),
      arafah: z.boolean(),
      friday: z.boolean(),
      family_updates: z.boolean(),
      issued_at: z.iso.datetime({ offset: true }),
    }),
  }),
  // docs/decisions/020: scheduled giving — what was set up, a wallet/kiosk night's one-tap link, a card night
  // declined twice (a link to pay by hand)
  z.object({ kind: z.literal('schedule_started'), payload: z.object({ schedule_id: id }) }),
  z.object({
    kind: z.literal('schedule_night_link'),
    payload: z.object({ schedule_id: id, night: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  }),
  z.object({
    kind: z.literal('schedule_charge_failed'),
    payload: z.object({ schedule_id: id, night: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), donation_id: id }),
  }),
  // docs/decisions/027: a change of the nightly amount (from and to, piasters; `verified`: a raise the
  // bank verified the card for; `asked`: a raise above it, asked and waiting for the bank, nothing
  // changed yet), and a new self-service link asked for from an old one
  z.object({
    kind: z.literal('schedule_amount_changed'),
    payload: z.object({
      schedule_id: id,
      from: piastersAmount,
      to: piastersAmount,
      verified: z.boolean(),
      asked: z.literal(true).optional(),
    }),
  }),
  z.object({ kind: z.literal('schedule_link'), payload: z.object({ schedule_id: id }) }),
  // issue 35: the link that marks one khatma reservation read, to the address its reader gave (dropped
  // from the row once sent: db/queries/mail-outbox.ts); it expires with the reservation's days
  z.object({
    kind: z.literal('khatma_read_link'),
    payload: z.object({ khatma_part_id: id, email: z.string().min(3).max(254) }),
  }),
  // docs/decisions/033: reports waiting for the family (one per manager, at most once a day a campaign),
  // and what a moderator did and why
  z.object({
    kind: z.literal('report_to_family'),
    payload: z.object({ campaign_id: id, user_id: id }),
  }),
  z.object({
    kind: z.literal('moderation_outcome'),
    payload: z.object({ decision_id: id, user_id: id }),
  }),
  // migration 044: the answer to the family's appeal (upheld or granted), one row per manager
  z.object({
    kind: z.literal('appeal_decided'),
    payload: z.object({ appeal_id: id, user_id: id }),
  }),
  // issue 39: an unpaid service-fee statement, 15 or 30 days after issue, one row per finance staff member
  z.object({
    kind: z.literal('fee_statement_reminder'),
    payload: z.object({ statement_id: id, staff_id: id, days: z.union([z.literal(15), z.literal(30)]) }),
  }),
  // docs/decisions/032: a payment settings proposal approved or refused, one row per charity admin
  z.object({
    kind: z.literal('payment_settings_decided'),
    payload: z.object({ change_id: id, staff_id: id }),
  }),
  // migration 051: a permit request approved or refused, or a permit revoked, one row per charity admin
  z.object({
    kind: z.literal('permit_decided'),
    payload: z.object({ permit_id: id, staff_id: id }),
  }),
  // migration 049: a project draft approved or sent back, to each admin and the draft's author
  z.object({
    kind: z.literal('project_reviewed'),
    payload: z.object({ draft_id: id, staff_id: id }),
  }),
  // migration 049: a new public name approved or refused, to each admin and whoever asked for it
  z.object({
    kind: z.literal('name_change_decided'),
    payload: z.object({ change_id: id, staff_id: id }),
  }),
]);
export type OutboxMail = z.infer<typeof outboxMail>;

/** Queues a mail; called inside the transaction that records what the mail reports. */
export async function enqueueMail(
  db: Transaction<Database> | Kysely<Database>,
  mail: OutboxMail,
): Promise<void> {
  await insertOutboxMail(db, mail.kind, JSON.stringify(mail.payload));
}
