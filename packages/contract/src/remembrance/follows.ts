import { z } from 'zod';
import { email } from '../accounts/fields';
import { validationMessages } from '../messages';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { consentField } from '../privacy/consent';
import {
  confirmFollowRoute,
  followCampaignRoute,
  followOptionsRoute,
  unsubscribeFollowRoute,
} from '../routes/remembrance-follows';
import { FOLLOW_CHOICES, type FollowChoice } from './follow-choices';
import { followMessages } from './follow-messages';

export { FOLLOW_CHOICES, type FollowChoice };

/** What one unsubscribe link stops: one kind of mail, or all of them. */
export const UNSUBSCRIBE_OCCASIONS = [
  'anniversary',
  'ramadan',
  'arafah',
  'friday',
  'family_update',
  'all',
] as const;
export type UnsubscribeOccasion = (typeof UNSUBSCRIBE_OCCASIONS)[number];

const campid = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

const choices = z.object({
  anniversary: z.boolean(),
  ramadan: z.boolean(),
  arafah: z.boolean(),
  friday: z.boolean(),
  family_updates: z.boolean(),
});
export type FollowChoices = z.infer<typeof choices>;

/**
 * GET /api/follows/options?campid — whether the campaign has a date of death (the anniversary is
 * offered only then), whether the first Ramadan after it is still to come (offered only then), its
 * Hijri day, and the logged-in viewer's follow (null for a guest or none).
 * A guest's answer is shared-cacheable for a few seconds; a viewer's is private (public-caching.ts).
 */
export const followOptionsEndpoint = defineEndpoint({
  ...followOptionsRoute,
  query: z.object({ campid }),
  response: envelope(
    z.object({
      anniversary_available: z.boolean(),
      /** the first Ramadan after the death (or the campaign's creation) is still to come */
      ramadan_available: z.boolean(),
      /** «12 جمادى الأولى 1447 هـ», or null */
      death_hijri_text: z.string().nullable(),
      /** the viewer's own follow (its id names it in the mails' links) */
      mine: choices.extend({ id: z.number().int(), confirmed: z.boolean() }).nullable(),
    }),
  ),
});

/**
 * POST /api/follows — opt-in. Logged in: the account's address, confirmed at once. A guest gives an
 * address and ticks the consent box (PDPL 151/2020); the follow counts once confirmed from the mail
 * sent to it. Following again with the same address changes the choices, never adds a second follow.
 * Limited per address: 429 past it.
 */
/**
 * The shared e-mail rule, plus no invisible or bidi characters: an address that holds them is a
 * trick (it shows as someone else's), never a real inbox.
 */
const followEmail = email.refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), {
  error: validationMessages.emailInvalid,
});

export const followBody = choices.extend({
  campid,
  email: followEmail.optional(),
  consent: consentField.optional(),
});
export const followCampaignEndpoint = defineEndpoint({
  ...followCampaignRoute,
  body: followBody,
  response: envelope(z.object({ status: z.enum(['confirmed', 'pending']) })),
});

const token = (message: string) => z.object({ token: z.string(message).min(1, message).max(600, message) });

/** POST /api/follows/confirm?token — no login; the link of the follow_confirm mail. */
export const confirmFollowEndpoint = defineEndpoint({
  ...confirmFollowRoute,
  query: token(followMessages.confirmInvalid),
  response: envelope(z.object({ campaign_title: z.string(), choices })),
});

/**
 * POST /api/follows/unsubscribe?token — no login; the link of each reminder and update mail. Doing it
 * twice is doing it once; the body (List-Unsubscribe-Post) is ignored.
 */
export const unsubscribeFollowEndpoint = defineEndpoint({
  ...unsubscribeFollowRoute,
  query: token(followMessages.unsubscribeInvalid),
  response: envelope(z.object({ campaign_title: z.string(), occasion: z.enum(UNSUBSCRIBE_OCCASIONS) })),
});
