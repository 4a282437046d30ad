import { z } from 'zod';
import { email } from '../accounts/fields';
import { toWesternDigits } from '../arabic';
import { campaignIdQuery } from '../campaigns/campaign-role';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { markReadByLinkRoute } from '../routes/remembrance-khatma';
import { khatmaMessages } from './khatma-messages';

/**
 * Where the «read» link of a reservation goes (issue 35): an e-mail, or an Egyptian mobile's 11 digits
 * (`01…`). Nothing else is done with it: it is kept until the one message is sent, and asks no consent.
 */
export type ReadLinkContact = { email: string } | { phone: string };

/** 010, 011, 012 or 015, then 8 digits; written with +20 or 0020 in front, it is the same phone. */
const EGYPTIAN_MOBILE = /^01[0125][0-9]{8}$/;
/** an address holding invisible or bidi characters shows as someone else's: never a real inbox */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

function readContact(written: string): ReadLinkContact | null {
  if (written.includes('@')) {
    const parsed = email.safeParse(written);
    return parsed.success && !INVISIBLE.test(parsed.data) ? { email: parsed.data } : null;
  }
  const digits = toWesternDigits(written)
    .replace(/[\s().-]/g, '')
    .replace(/^(\+|00)20/, '0');
  return EGYPTIAN_MOBILE.test(digits) ? { phone: digits } : null;
}

/** The optional «e-mail or phone» of a reservation: '' or absent is none. */
export const readLinkContact = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
  z
    .string(khatmaMessages.contactInvalid)
    .trim()
    .max(254, khatmaMessages.contactInvalid)
    .transform((written, context) => {
      const contact = readContact(written);
      if (contact) return contact;
      context.addIssue({ code: 'custom', message: khatmaMessages.contactInvalid });
      return z.NEVER;
    })
    .nullable(),
);

/**
 * POST /api/khatmas/read-link {campid, token} — no login: the link of a reservation's «read» message,
 * pressed on the campaign's page. Marks that reservation read once; again, it answers that it is read
 * (`already_read`). A token that is not one of ours, another campaign's, or one whose reservation was
 * released is 400; past its expiry (the reservation's 7 days), 410 in words of its own.
 */
export const markReadByLinkEndpoint = defineEndpoint({
  ...markReadByLinkRoute,
  body: z.object({
    campid: campaignIdQuery.shape.campid,
    token: z.string(khatmaMessages.readLinkInvalid).min(1, khatmaMessages.readLinkInvalid).max(600),
  }),
  response: envelope(
    z.object({
      khatma_id: z.number().int(),
      juz: z.number().int(),
      /** this read finished the khatma (or it was already finished) */
      finished: z.boolean(),
      /** the reservation was read before this press (by this link or from the reader's browser) */
      already_read: z.boolean(),
    }),
  ),
});
