import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { piastersAmount } from '@athar/contract/amount-fields';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import type { Database } from '../../db/schema';
import type { MailKind } from '../../db/schema-outbox';

const id = z.number().int().positive();

/**
 * What each kind of outbox row is about. Names, addresses and titles are read when the mail is sent
 * (a deleted account is then skipped); the figures are kept as they were when the row was written.
 */
const payloadOfKind = {
  receipt: z.object({ donation_id: id }),
  kiosk_reference: z.object({
    donation_id: id,
    /** the code the donor pays with at a kiosk, an ATM or an app, and until when */
    kiosk_reference: z.string().regex(/^[0-9]{4,20}$/),
    kiosk_expires_at: z.iso.datetime({ offset: true }),
  }),
  campaign_visible: z.object({ campaign_id: id, collected: piastersAmount }),
  daily_digest: z.object({
    campaign_id: id,
    /** the Cairo calendar day, YYYY-MM-DD */
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    count: z.number().int().positive(),
    amount: piastersAmount,
    /** the campaign's confirmed total at the end of that day */
    collected: piastersAmount,
  }),
  /** one mail of a charity's update to one address, about the campaign it gave to or created */
  delivery_update: z.object({ update_id: id, campaign_id: id, email: z.string().min(3).max(254) }),
  // duas wait for the family's approval (PRODUCT.md §11.1): at most one per campaign an hour
  // one per manager (user_id); a row queued before co-administrators goes to the creator
  dua_pending: z.object({ campaign_id: id, user_id: id.optional() }),
  // PRODUCT.md §11.4: an invitation to manage a campaign; the link's token is rebuilt from the nonce with the
  // server's key (services/remembrance/co-admins-links.ts), so this row alone cannot open it
  admin_invite: z.object({ invite_id: id, nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  // PRODUCT.md §11.4: a family update; without follow_id the row fans out to one row per follower
  family_update: z.object({ update_id: id, follow_id: id.optional() }),
  // a charity's online fundraising permit running out (docs/decisions/018), one row per staff member
  permit_expiring: z.object({ permit_id: id, staff_id: id }),
  permit_expired: z.object({ permit_id: id, staff_id: id }),
  // PRODUCT.md §11.3: a reminder of one follow on one Cairo day, and the confirmation of a guest's follow
  reminder: z.object({
    follow_id: id,
    occasion: z.enum(['anniversary', 'ramadan', 'arafah', 'friday']),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  follow_confirm: z.object({
    follow_id: id,
    /** the choices the link confirms, and when it was issued (it expires) */
    anniversary: z.boolean(),
    ramadan: z.boolean(),
    arafah: z.boolean(),
    friday: z.boolean(),
    family_updates: z.boolean(),
    issued_at: z.iso.datetime({ offset: true }),
  }),
  // docs/decisions/020: scheduled giving — what was set up, a wallet/kiosk night's one-tap link, a card night
  // declined twice (a link to pay by hand)
  schedule_started: z.object({ schedule_id: id }),
  schedule_night_link: z.object({ schedule_id: id, night: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  schedule_charge_failed: z.object({
    schedule_id: id,
    night: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    donation_id: id,
  }),
  // docs/decisions/027: a change of the nightly amount (from and to, piasters; `verified`: a raise the
  // bank verified the card for; `asked`: a raise above it, asked and waiting for the bank, nothing
  // changed yet), and a new self-service link asked for from an old one
  schedule_amount_changed: z.object({
    schedule_id: id,
    from: piastersAmount,
    to: piastersAmount,
    verified: z.boolean(),
    asked: z.literal(true).optional(),
  }),
  schedule_link: z.object({ schedule_id: id }),
  // issue 35: the link that marks one khatma reservation read, to the address its reader gave (dropped
  // from the row once sent: db/queries/mail-outbox.ts); it expires with the reservation's days
  khatma_read_link: z.object({ khatma_part_id: id, email: z.string().min(3).max(254) }),
  // docs/decisions/033: reports waiting for the family (one per manager, at most once a day a campaign),
  // and what a moderator did and why
  report_to_family: z.object({ campaign_id: id, user_id: id }),
  moderation_outcome: z.object({ decision_id: id, user_id: id }),
  // migration 044: the answer to the family's appeal (upheld or granted), one row per manager
  appeal_decided: z.object({ appeal_id: id, user_id: id }),
  // issue 39: an unpaid service-fee statement, 15 or 30 days after issue, one row per finance staff member
  fee_statement_reminder: z.object({
    statement_id: id,
    staff_id: id,
    days: z.union([z.literal(15), z.literal(30)]),
  }),
  // docs/decisions/032: a payment settings proposal approved or refused, one row per charity admin
  payment_settings_decided: z.object({ change_id: id, staff_id: id }),
  // migration 051: a permit request approved or refused, or a permit revoked, one row per charity admin
  permit_decided: z.object({ permit_id: id, staff_id: id }),
  // migration 049: a project draft approved or sent back, to each admin and the draft's author
  project_reviewed: z.object({ draft_id: id, staff_id: id }),
  // migration 049: a new public name approved or refused, to each admin and whoever asked for it
  name_change_decided: z.object({ change_id: id, staff_id: id }),
} satisfies { [K in MailKind]: z.ZodType };

type Kind = keyof typeof payloadOfKind;
export type OutboxMail = { [K in Kind]: { kind: K; payload: z.infer<(typeof payloadOfKind)[K]> } }[Kind];

const mailOfKind = <K extends Kind>(kind: K) =>
  z.object({ kind: z.literal(kind), payload: payloadOfKind[kind] });
const kinds = Object.keys(payloadOfKind) as [Kind, ...Kind[]];

/** An outbox row read back: an unknown kind, or a payload that does not fit its kind, throws. */
export const outboxMail = z.discriminatedUnion(
  'kind',
  kinds.map(mailOfKind) as [ReturnType<typeof mailOfKind>, ...ReturnType<typeof mailOfKind>[]],
) as unknown as z.ZodType<OutboxMail>;

/** Queues a mail; called inside the transaction that records what the mail reports. */
export async function enqueueMail(
  db: Transaction<Database> | Kysely<Database>,
  mail: OutboxMail,
): Promise<void> {
  await insertOutboxMail(db, mail.kind, JSON.stringify(mail.payload));
}
