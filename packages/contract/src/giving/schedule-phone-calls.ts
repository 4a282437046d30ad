import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { mySchedulePhoneRoute, schedulePhoneRoute } from '../routes/giving';
import { givingMessages } from './giving-messages';
import { phoneCodeField } from './schedule-phone';
import { scheduleView } from './schedules';

const id = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** confirm: the code the phone received; resend: text it a new one (the old one stops working). */
export const schedulePhoneAction = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm'), code: phoneCodeField }),
    z.object({ action: z.literal('resend') }),
  ],
  { error: () => givingMessages.actionInvalid },
);
export type SchedulePhoneAction = z.infer<typeof schedulePhoneAction>;
export type SchedulePhoneActionInput = z.input<typeof schedulePhoneAction>;

/**
 * POST /api/giving-schedules/manage/phone {id, token, action: 'confirm', code | 'resend'} — a wallet or
 * kiosk schedule's phone confirms its nightly texts (docs/decisions/026 §3); answers the schedule as it
 * now is. 404 and 410 as the manage GET; 400 in Arabic for a wrong code (with the tries left); 409 in
 * Arabic for a code that expired or took 5 wrong tries, no code, no phone or a cancelled schedule; 429
 * in Arabic past 3 code texts to the phone in 24 hours, whoever asked.
 */
export const schedulePhoneEndpoint = defineEndpoint({
  ...schedulePhoneRoute,
  body: z.intersection(z.object({ id, token: z.string().max(100) }), schedulePhoneAction),
  response: envelope(scheduleView),
});

/** POST /api/users/giving-schedules/:id/phone — the same on one of the logged-in donor's own (404 otherwise). */
export const mySchedulePhoneEndpoint = defineEndpoint({
  ...mySchedulePhoneRoute,
  params: z.object({ id }),
  body: schedulePhoneAction,
  response: envelope(scheduleView),
});
