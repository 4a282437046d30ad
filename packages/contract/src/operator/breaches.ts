import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { breachesRoute, changeBreachRoute, recordBreachRoute } from '../routes/operator';
import { dataProtectionMessages as messages } from './data-protection-messages';
import { instant, rowIdParams, typedText } from './data-protection-fields';
import { keysetPage, keysetQuery } from './keyset';

/** Hours from a breach's discovery to notify the Personal Data Protection Center (Law 151/2020 art. 7). */
export const BREACH_NOTICE_HOURS = 72;

/** What kinds of personal data a breach touched. */
export const BREACH_DATA_KINDS = [
  'names',
  'emails',
  'phones',
  'addresses',
  'donations',
  'payments',
  'passwords',
  'deceased',
  'messages',
  'other',
] as const;
export type BreachDataKind = (typeof BREACH_DATA_KINDS)[number];

export const breachDataKindNames: Record<BreachDataKind, string> = {
  names: 'الأسماء',
  emails: 'عناوين البريد الإلكتروني',
  phones: 'أرقام الهواتف',
  addresses: 'العناوين',
  donations: 'التبرعات ومبالغها',
  payments: 'بيانات الدفع',
  passwords: 'كلمات المرور (مشفّرة)',
  deceased: 'بيانات المتوفين',
  messages: 'الرسائل والأدعية',
  other: 'بيانات أخرى',
};

const people = decimalNumber(
  z.coerce
    .number(messages.peopleInvalid)
    .int(messages.peopleInvalid)
    .min(0, messages.peopleInvalid)
    .max(1_000_000_000, messages.peopleInvalid),
);

export const recordBreachBody = z.object({
  discovered_at: instant,
  description: typedText(4000, messages.descriptionInvalid, 10),
  data_kinds: z
    .array(z.enum(BREACH_DATA_KINDS, messages.dataKindsInvalid), messages.dataKindsInvalid)
    .min(1, messages.dataKindsInvalid)
    .max(BREACH_DATA_KINDS.length, messages.dataKindsInvalid),
  people_affected: people,
});
export type RecordBreachBody = z.input<typeof recordBreachBody>;

/** What follows a breach: when the Center and the people were told, when it closed; a new estimate. */
export const changeBreachBody = z
  .object({
    center_notified_at: instant.optional(),
    people_notified_at: instant.optional(),
    closed_at: instant.optional(),
    people_affected: people.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), messages.nothingToChange);
export type ChangeBreachBody = z.input<typeof changeBreachBody>;

export const breach = z.object({
  id: z.number().int(),
  discovered_at: z.string(),
  description: z.string(),
  data_kinds: z.array(z.enum(BREACH_DATA_KINDS)),
  people_affected: z.number().int(),
  center_notified_at: z.string().nullable(),
  people_notified_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** discovered_at + BREACH_NOTICE_HOURS */
  notify_by: z.string(),
  /** whole hours left to notify the Center (negative once late); null once notified */
  hours_left: z.number().int().nullable(),
  /** the Center not yet notified and notify_by passed */
  overdue: z.boolean(),
  /** the Center was notified after notify_by */
  notified_late: z.boolean(),
  recorded_by: z.number().int(),
});
export type Breach = z.infer<typeof breach>;

/** GET /api/operator/breaches — the latest first; `before` a breach's id for the next page. */
export const breachesEndpoint = defineEndpoint({
  ...breachesRoute,
  query: z.object(keysetQuery),
  response: envelope(z.array(keysetPage('breaches', breach))),
});

/** POST /api/operator/breaches — the data-protection duty records a breach; its 72-hour clock starts. */
export const recordBreachEndpoint = defineEndpoint({
  ...recordBreachRoute,
  body: recordBreachBody,
  response: envelope(z.array(breach)),
});

/** PATCH /api/operator/breaches/:id — the notifications and the closing, each audited. */
export const changeBreachEndpoint = defineEndpoint({
  ...changeBreachRoute,
  params: rowIdParams,
  body: changeBreachBody,
  response: envelope(z.array(breach)),
});
