import { z } from 'zod';
import { phone } from '@athar/contract/accounts/fields';
import { toWesternDigits } from '@athar/contract/arabic';
import { givingMessages as apiText } from '@athar/contract/giving/giving-messages';
import {
  createScheduleBody,
  GIVING_PATTERNS,
  type CreateScheduleBody,
  type GivingPattern,
} from '@athar/contract/giving/schedules';
import { isWeekly } from '@athar/contract/hijri/giving-nights';
import { SCHEDULE_METHOD_CHOICE } from './schedule-methods';

const shape = createScheduleBody.shape;
const needsPhone = (type: string) =>
  type === SCHEDULE_METHOD_CHOICE.wallet || type === SCHEDULE_METHOD_CHOICE.kiosk;

/** The amount per night (or day) as the api reads it, from digits typed in either script. */
export const nightAmount = z.string().transform((typed, context) => {
  const amount = shape.amount.safeParse(toWesternDigits(typed).trim());
  if (amount.success) return amount.data;
  context.addIssue({ code: 'custom', message: amount.error.issues[0]?.message ?? apiText.amountInvalid });
  return z.NEVER;
});

/** The chosen pattern when it is a weekly one (it needs the donor's last day). */
const weeklyChoice = (pattern: string) => {
  const chosen = GIVING_PATTERNS.find((each) => each === pattern);
  return chosen !== undefined && isWeekly(chosen);
};

/**
 * The contract's own rules (createScheduleBody) on the form's text, plus what depends on the choices:
 * the last day of a weekly choice (ليلة الجمعة, يوم الجمعة), a mobile number for the wallet and the
 * payment code.
 */
export const scheduleForm = z
  .object({
    // the form starts with nothing chosen (''), which the contract's own rule refuses in its words
    pattern: z.string().pipe(shape.pattern),
    amount: nightAmount,
    ends_on: z.string(),
    type: z.string().pipe(
      z.enum([SCHEDULE_METHOD_CHOICE.card, SCHEDULE_METHOD_CHOICE.wallet, SCHEDULE_METHOD_CHOICE.kiosk], {
        error: () => apiText.typeInvalid,
      }),
    ),
    donor_name: shape.donor_name,
    email: shape.email,
    msisdn: z.string(),
    hide_data: z.boolean(),
    consent: shape.consent,
  })
  .superRefine((values, context) => {
    if (weeklyChoice(values.pattern) && !/^\d{4}-\d{2}-\d{2}$/.test(values.ends_on))
      context.addIssue({ code: 'custom', path: ['ends_on'], message: apiText.endsOnRequired });
    if (needsPhone(values.type)) {
      const number = phone.safeParse(values.msisdn);
      if (values.msisdn.trim() === '')
        context.addIssue({ code: 'custom', path: ['msisdn'], message: apiText.phoneRequired });
      else if (!number.success)
        context.addIssue({ code: 'custom', path: ['msisdn'], message: number.error.issues[0]!.message });
    }
  });
/** What the form holds: text as typed, nothing chosen at first ('') and the consent box unticked. */
export type ScheduleFormValues = z.input<typeof scheduleForm>;
export type ScheduleFormOutput = z.output<typeof scheduleForm>;

/** The request: the phone only for the wallet and the payment code, the last day only for a weekly choice. */
export function scheduleBody(campaignId: number, values: ScheduleFormOutput): CreateScheduleBody {
  return {
    campaign_id: campaignId,
    pattern: values.pattern,
    amount: values.amount,
    type: Number(values.type) as CreateScheduleBody['type'],
    ...(weeklyChoice(values.pattern) ? { ends_on: values.ends_on } : {}),
    donor_name: values.donor_name,
    email: values.email,
    ...(needsPhone(values.type) ? { msisdn: toWesternDigits(values.msisdn).trim() } : {}),
    hide_data: values.hide_data,
    consent: values.consent,
  };
}

/** The preview's choice from the form's values as they stand, or null while one of them is missing or wrong. */
export function previewChoiceOf(
  campaignId: number,
  values: Pick<ScheduleFormValues, 'pattern' | 'amount' | 'ends_on'>,
): { campaignId: number; pattern: GivingPattern; amount: number; endsOn?: string } | null {
  const pattern = GIVING_PATTERNS.find((each) => each === values.pattern);
  if (!pattern) return null;
  const amount = nightAmount.safeParse(values.amount);
  if (!amount.success) return null;
  if (isWeekly(pattern)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.ends_on)) return null;
    return { campaignId, pattern, amount: amount.data, endsOn: values.ends_on };
  }
  return { campaignId, pattern, amount: amount.data };
}
