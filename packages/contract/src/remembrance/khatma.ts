import { z } from 'zod';
import { personName } from '../accounts/fields';
import { stripNameBidi } from '../bidi';
import { campaignIdQuery } from '../campaigns/campaign-role';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  khatmaRoute,
  markJuzReadRoute,
  openKhatmaRoute,
  reserveJuzRoute,
} from '../routes/remembrance-khatma';
import {
  KHATMA_NAME_MAX,
  KHATMA_NAME_MIN,
  KHATMA_PARTS,
  KHATMA_READER_TOKEN,
  khatmaMessages,
} from './khatma-messages';
import { readLinkContact } from './khatma-read-link';

export const JUZ_STATES = ['free', 'reserved', 'read'] as const;
export type JuzState = (typeof JUZ_STATES)[number];

/** One of the 30 cells: its state, the reader's name only when they chose to show it, and whether it is the viewer's. */
export const khatmaPart = z.object({
  juz: z.number().int(),
  state: z.enum(JUZ_STATES),
  /** null unless the reader wrote a name and chose to show it */
  reader_name: z.string().nullable(),
  /** reserved by the logged-in viewer's account (a guest's own ajza' are known to their browser) */
  mine: z.boolean(),
});
export type KhatmaPart = z.infer<typeof khatmaPart>;

export const khatmaView = z.object({
  /** the latest khatma, open or finished; null before the family opens the first */
  khatma: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      finished: z.boolean(),
      reserved_count: z.number().int(),
      read_count: z.number().int(),
      parts: z.array(khatmaPart),
    })
    .nullable(),
  /** how many khatmas of this campaign were read to the end */
  finished_count: z.number().int(),
});
export type KhatmaView = z.infer<typeof khatmaView>;

/** GET /api/campaigns/khatma?campid — the campaign's latest khatma; 404 for no such campaign. */
export const khatmaEndpoint = defineEndpoint({
  ...khatmaRoute,
  query: campaignIdQuery,
  response: envelope(khatmaView),
});

/** POST /api/campaigns/khatma {campid} — the family (creator or co-administrator) opens the next khatma. */
export const openKhatmaEndpoint = defineEndpoint({
  ...openKhatmaRoute,
  body: z.object({ campid: campaignIdQuery.shape.campid }),
  response: envelope(khatmaView),
});

export const juzParams = z.object({
  khatma_id: decimalNumber(
    z.coerce.number(khatmaMessages.khatmaNotFound).int().positive().max(Number.MAX_SAFE_INTEGER),
  ),
  juz: decimalNumber(
    z.coerce
      .number(khatmaMessages.juzInvalid)
      .int(khatmaMessages.juzInvalid)
      .min(1, khatmaMessages.juzInvalid)
      .max(KHATMA_PARTS, khatmaMessages.juzInvalid),
  ),
});

/**
 * The reader's name: optional ('' or absent is none), 2–60 letters without symbols (no `$`, `=`,
 * `|`: nothing a spreadsheet would run), bidi controls and marks dropped first (personName).
 */
export const readerName = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
  z
    .string(khatmaMessages.nameInvalid)
    .overwrite(stripNameBidi)
    .trim()
    .min(KHATMA_NAME_MIN, khatmaMessages.nameInvalid)
    .max(KHATMA_NAME_MAX, khatmaMessages.nameInvalid)
    .pipe(personName)
    .nullable(),
);

/**
 * show_name without a name has nothing to show: refused on the name field. `reader` is the guest's
 * reader token from an earlier answer (the server counts a reader's unread ajza' by it); one that is
 * missing or not of the server's making starts a new reader, never a refusal. `contact`, when given,
 * gets one message with a link that marks this reservation read from any device.
 */
export const reserveJuzBody = z
  .object({
    reader_name: readerName,
    show_name: z.boolean(khatmaMessages.nameInvalid).default(false),
    reader: z
      .string()
      .optional()
      .catch(undefined)
      .transform((token) => (token !== undefined && KHATMA_READER_TOKEN.test(token) ? token : undefined)),
    /** an e-mail or phone for the «read» link (issue 35), optional */
    contact: readLinkContact,
  })
  .superRefine((body, context) => {
    if (body.show_name && body.reader_name === null)
      context.addIssue({ code: 'custom', path: ['reader_name'], message: khatmaMessages.nameNeededToShow });
  });
export type ReserveJuzInput = z.input<typeof reserveJuzBody>;

/** POST /api/khatmas/:khatma_id/parts/:juz — reserves a free juz; 409 when someone was first. */
export const reserveJuzEndpoint = defineEndpoint({
  ...reserveJuzRoute,
  params: juzParams,
  body: reserveJuzBody,
  response: envelope(
    z.object({
      khatma_id: z.number().int(),
      juz: z.number().int(),
      /** kept by the browser only; the server stores its hash */
      secret: z.string(),
      /** the reader token for the browser to keep and send with its next reservation */
      reader: z.string(),
    }),
  ),
});

/** POST /api/khatmas/:khatma_id/parts/:juz/read {secret?} — marks the juz read; again is harmless. */
export const markJuzReadEndpoint = defineEndpoint({
  ...markJuzReadRoute,
  params: juzParams,
  body: z.object({ secret: z.string(khatmaMessages.notYourReservation).max(200).optional() }),
  response: envelope(
    z.object({
      khatma_id: z.number().int(),
      juz: z.number().int(),
      /** this read finished the khatma (or it was already finished) */
      finished: z.boolean(),
    }),
  ),
});

/** The name's limits, for the web's form. */
export const khatmaNameLimits = { min: KHATMA_NAME_MIN, max: KHATMA_NAME_MAX } as const;
