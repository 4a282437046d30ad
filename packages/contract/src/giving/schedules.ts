import { z } from 'zod';
import { email, personName } from '../accounts/fields';
import { PAYMENT_TYPE } from '../constants';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { consentField } from '../privacy/consent';
import {
  actOnMyScheduleRoute,
  actOnScheduleRoute,
  campaignGivingNightsRoute,
  createScheduleRoute,
  manageScheduleRoute,
  mySchedulesRoute,
  previewScheduleRoute,
  renewScheduleLinkRoute,
} from '../routes/giving';
import { givingMessages } from './giving-messages';
import { schedulePhone } from './schedule-phone';

/**
 * What a donor may choose: last_ten: every night from the 21st of Ramadan to its last; night_27: the 27th
 * night; friday_eves: ليلة الجمعة, every Thursday evening after Maghrib until `ends_on`; friday_mornings:
 * every Friday before the prayer (09:00 Cairo) until `ends_on`; anniversary: the Hijri anniversary of
 * the death (campaigns with one). Contract hijri/giving-nights.ts and giving-occasions.ts.
 */
export const GIVING_PATTERNS = [
  'last_ten',
  'night_27',
  'friday_eves',
  'friday_mornings',
  'anniversary',
] as const;
export type GivingPattern = (typeof GIVING_PATTERNS)[number];
/**
 * fridays: every Friday evening, offered before docs/decisions/030 — its schedules are still shown,
 * managed and given, but no new one is set up.
 */
export const STORED_GIVING_PATTERNS = [...GIVING_PATTERNS, 'fridays'] as const;
export type StoredGivingPattern = (typeof STORED_GIVING_PATTERNS)[number];

/** card: charged each night by the bank on the agreement of a first verification; wallet and kiosk: a one-tap link each night */
export const SCHEDULE_TYPES = [PAYMENT_TYPE.card, PAYMENT_TYPE.wallet, PAYMENT_TYPE.kiosk] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const SCHEDULE_STATUSES = ['setup', 'active', 'paused', 'cancelled'] as const;
export const NIGHT_STATUSES = [
  'upcoming',
  'due',
  'charging',
  'confirmed',
  'failed',
  'link_sent',
  'skipped',
  /** a night of a cancelled schedule that had not come when it was cancelled: nothing is given on it */
  'cancelled',
] as const;

/** A schedule gives on at most this many nights or days (a year of weeks). */
export const MAX_SCHEDULE_NIGHTS = 53;
/** Per night or day, as one donation: at least the donation minimum, at most this many EGP. */
export const MAX_NIGHT_EGP = 100_000;

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, givingMessages.dayInvalid);
/** whole EGP per night or day, 100 … MAX_NIGHT_EGP */
const nightAmountEgp = z.coerce
  .number(givingMessages.amountInvalid)
  .int(givingMessages.amountWhole)
  .min(100, givingMessages.amountMin)
  .max(MAX_NIGHT_EGP, givingMessages.amountMax);

/**
 * One night (or day) of a schedule: `night` is the Cairo day the gift is given on, in its evening for a
 * night, in its morning for a day (contract hijri/giving-occasions.ts).
 */
export const scheduleNight = z.object({
  night: day,
  /** ramadan_21 … ramadan_30, friday_eve, friday_morning, friday (before docs/decisions/030), anniversary */
  occasion: z.string(),
  /** «ليلة 27 رمضان 1448 هـ — مساء الجمعة، 5 مارس 2027», «يوم الجمعة 11 ديسمبر 2026 — قبل الصلاة» */
  label: z.string(),
  status: z.enum(NIGHT_STATUSES),
});

/**
 * GET /api/giving-schedules/preview?campid&pattern&amount[&ends_on] — the nights from today (Cairo) on
 * and what they come to, with Egypt's corrections of the Hijri months; 400 in Arabic when the pattern
 * gives no night (an anniversary without a date of death, a weekly range that is empty) or is not
 * offered (fridays, docs/decisions/030).
 */
export const previewScheduleEndpoint = defineEndpoint({
  ...previewScheduleRoute,
  query: z.object({
    campid: id,
    pattern: z.enum(GIVING_PATTERNS, givingMessages.patternInvalid),
    amount: nightAmountEgp,
    ends_on: day.optional(),
  }),
  response: envelope(
    z.object({
      nights: z.array(scheduleNight),
      /** piasters: amount × nights — all that will be charged, no fee, no tip */
      total_piasters: z.number().int(),
    }),
  ),
});

export const createScheduleBody = z.object({
  campaign_id: id,
  pattern: z.enum(GIVING_PATTERNS, givingMessages.patternInvalid),
  amount: nightAmountEgp,
  type: z.union(
    [z.literal(PAYMENT_TYPE.card), z.literal(PAYMENT_TYPE.wallet), z.literal(PAYMENT_TYPE.kiosk)],
    {
      error: () => givingMessages.typeInvalid,
    },
  ),
  ends_on: day.optional(),
  donor_name: personName,
  email,
  /** required for wallet and kiosk schedules (the night's link also goes by SMS) */
  msisdn: z.string().optional(),
  hide_data: z.boolean().optional().default(false),
  consent: consentField,
});
export type CreateScheduleBody = z.input<typeof createScheduleBody>;

/**
 * POST /api/giving-schedules — wallet and kiosk schedules are active at once; a card schedule is in
 * `setup` until the bank verifies the card: the browser then asks the payment host for a verification
 * session with `setup_token` (pay: POST /api/hostedcheckout/GetScheduleSessionId).
 */
export const createScheduleEndpoint = defineEndpoint({
  ...createScheduleRoute,
  body: createScheduleBody,
  response: envelope(
    z.object({
      schedule_id: z.number().int(),
      status: z.enum(SCHEDULE_STATUSES),
      /** card schedules: the token the payment host asks for the bank's verification with; else null */
      setup_token: z.string().nullable(),
      total_piasters: z.number().int(),
      nights: z.array(scheduleNight),
      /** a code was texted to the schedule's phone: no nightly text goes until it confirms (docs/decisions/026) */
      phone_code_sent: z.boolean(),
    }),
  ),
});

/** A schedule as its donor sees it (the signed page and /MyDonations). */
export const scheduleView = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  pattern: z.enum(STORED_GIVING_PATTERNS),
  amount_piasters: z.number().int(),
  /**
   * card: a raise above what the card was verified for, waiting for the bank's new verification
   * (nothing is charged at it until then); null otherwise (docs/decisions/027)
   */
  raise_piasters: z.number().int().nullable(),
  type: z.number().int(),
  status: z.enum(SCHEDULE_STATUSES),
  ends_on: z.string().nullable(),
  /** «•••• 0008» for a card schedule, else null */
  card_label: z.string().nullable(),
  /** sent back with every action: a change made meanwhile (another tab, a mail link) is not overwritten */
  version: z.number().int(),
  /** past and coming nights, in order */
  nights: z.array(scheduleNight),
  /** a wallet or kiosk schedule's phone and whether it confirmed the nightly texts (026); else null */
  phone: schedulePhone.nullable(),
});
export type ScheduleView = z.infer<typeof scheduleView>;

export const scheduleAction = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('pause'), version: z.number().int() }),
    z.object({ action: z.literal('resume'), version: z.number().int() }),
    z.object({ action: z.literal('skip'), version: z.number().int(), night: day }),
    z.object({ action: z.literal('amount'), version: z.number().int(), amount: nightAmountEgp }),
    z.object({ action: z.literal('cancel'), version: z.number().int() }),
  ],
  { error: () => givingMessages.actionInvalid },
);
export type ScheduleAction = z.infer<typeof scheduleAction>;

const token = z.string().max(100);

/**
 * What an action answers: the schedule as it now is, and — only when the action asked a card schedule
 * for more a night than its card was verified for — the set-up token the browser opens the bank's new
 * verification with (pay: POST /api/hostedcheckout/GetScheduleSessionId), else null.
 */
export const scheduleActionResult = scheduleView.extend({ setup_token: z.string().nullable() });
export type ScheduleActionResult = z.infer<typeof scheduleActionResult>;

/**
 * GET /api/giving-schedules/manage?id&token — 404 in Arabic for a forged, altered or another
 * schedule's link; 410 in Arabic for one of its links that expired (30 days), which may ask for a new
 * one (renew below).
 */
export const manageScheduleEndpoint = defineEndpoint({
  ...manageScheduleRoute,
  query: z.object({ id, token }),
  response: envelope(scheduleView),
});

/**
 * POST /api/giving-schedules/manage {id, token, action…} — answers the schedule as it now is; 404 and
 * 410 as the GET; 409 in Arabic when `version` is not the schedule's (changed meanwhile) or the action
 * no longer applies (a cancelled schedule, a night already given); repeating the same action changes
 * nothing. A card schedule's amount above what its card was verified for does not change: the raise
 * waits for the bank's new verification (`setup_token`).
 */
export const actOnScheduleEndpoint = defineEndpoint({
  ...actOnScheduleRoute,
  body: z.intersection(z.object({ id, token }), scheduleAction),
  response: envelope(scheduleActionResult),
});

/**
 * POST /api/giving-schedules/manage/renew {id, token} — a link of the schedule (expired or not) asks
 * for a new one: it is mailed to the address the schedule was set up with, never to one in the request.
 * 404 as the GET; 429 in Arabic when one was mailed a short while ago.
 */
export const renewScheduleLinkEndpoint = defineEndpoint({
  ...renewScheduleLinkRoute,
  body: z.object({ id, token }),
  response: envelope(z.array(z.never())),
});

/** GET /api/users/giving-schedules — newest first; Cache-Control: private, no-store. */
export const mySchedulesEndpoint = defineEndpoint({
  ...mySchedulesRoute,
  response: envelope(z.object({ schedules: z.array(scheduleView) })),
});

/** POST /api/users/giving-schedules/:id — 404 when the schedule is not the caller's. */
export const actOnMyScheduleEndpoint = defineEndpoint({
  ...actOnMyScheduleRoute,
  params: z.object({ id }),
  body: scheduleAction,
  response: envelope(scheduleActionResult),
});

/**
 * GET /api/campaigns/giving-nights?campid — the family (creator, co-administrators) only, 404 for
 * anyone else: for each coming and past night, how many active schedules give on it, how many gifts
 * were confirmed, and the names of those who chose to show them.
 */
export const campaignGivingNightsEndpoint = defineEndpoint({
  ...campaignGivingNightsRoute,
  query: z.object({ campid: id }),
  response: envelope(
    z.object({
      nights: z.array(
        z.object({
          night: day,
          occasion: z.string(),
          label: z.string(),
          givers: z.number().int(),
          confirmed: z.number().int(),
          confirmed_piasters: z.number().int(),
          shown_names: z.array(z.string()),
        }),
      ),
    }),
  ),
});
