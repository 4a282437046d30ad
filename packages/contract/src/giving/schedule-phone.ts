import { z } from 'zod';
import { arNorm, toWesternDigits } from '../arabic';
import { schedulePhoneMessages } from './schedule-phone-messages';

/**
 * A phone receives a schedule's nightly texts only once it confirmed them, and few schedules may name
 * one phone (docs/decisions/026 §3): the numbers both sides keep to.
 */
export const SCHEDULE_PHONE = {
  /** digits of the code texted to the phone */
  codeLength: 6,
  /** how long a code works */
  codeTtlMs: 24 * 60 * 60_000,
  /** wrong codes typed against one code before it stops working */
  tries: 5,
  /** code texts one phone receives in 24 hours, whichever schedule or caller asked for them */
  codesPerDay: 3,
  /** schedules not cancelled that may name one phone */
  schedulesPerPhone: 3,
} as const;

/** Spaces, the invisible direction marks Arabic phones put around digits, quotes and end punctuation. */
const NOISE = /[\s\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF«»"'.,،!؟?]/g;

/** A code as typed or texted back: Arabic-Indic digits read as digits, spaces and marks ignored. */
export const readPhoneCode = (typed: string) => toWesternDigits(typed).replace(NOISE, '');

const CODE_SHAPE = new RegExp(`^\\d{${SCHEDULE_PHONE.codeLength}}$`);

/** What a text sent back from a phone says to its schedules: «نعم», a code, or nothing of the kind. */
export function readPhoneReply(text: string): { yes: true } | { code: string } | null {
  const plain = readPhoneCode(text);
  if (CODE_SHAPE.test(plain)) return { code: plain };
  return arNorm(text).replace(NOISE, '') === 'نعم' ? { yes: true } : null;
}

/** The code field of the schedule's page: six digits, in either script. */
export const phoneCodeField = z
  .string(schedulePhoneMessages.codeInvalid)
  .max(40, schedulePhoneMessages.codeInvalid)
  .transform(readPhoneCode)
  .pipe(z.string().regex(CODE_SHAPE, schedulePhoneMessages.codeInvalid));

/**
 * The phone of a wallet or kiosk schedule as its donor's page shows it: never the number itself, only
 * its last digits; whether it confirmed the texts, and until when the code last sent works.
 */
export const schedulePhone = z.object({
  /** the number's last three digits */
  ending: z.string(),
  confirmed: z.boolean(),
  /** ISO instant; null when no code is outstanding (confirmed, or none sent) */
  code_expires_at: z.string().nullable(),
});
export type SchedulePhone = z.infer<typeof schedulePhone>;
