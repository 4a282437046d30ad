import { z } from 'zod';
import { email, phone } from '../accounts/fields';
import { calendarDay } from '../calendar-day';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { changeDataRequestRoute, dataRequestsRoute, recordDataRequestRoute } from '../routes/operator';
import { dataProtectionMessages as messages } from './data-protection-messages';
import { instant, pageLimit, rowIdParams, typedText } from './data-protection-fields';

/**
 * Calendar days to answer a person's request about their data, from the day it was received.
 * ASSUMPTION to confirm with counsel (docs/PRODUCT.md §14): Law 151/2020 and its executive regulations
 * set the controller's answer period; until counsel confirms the figure, Athar keeps 30 calendar days.
 */
export const DATA_REQUEST_DEADLINE_DAYS = 30;

/** The rights a person asks to exercise (Law 151/2020 art. 2). */
export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'objection'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** How an operator received it; `self_service` is the person's own export or deletion, recorded by Athar. */
export const DATA_REQUEST_CHANNELS = ['form', 'email', 'phone', 'letter'] as const;
export const DATA_REQUEST_SOURCES = [...DATA_REQUEST_CHANNELS, 'self_service'] as const;
export type DataRequestSource = (typeof DATA_REQUEST_SOURCES)[number];

/** open → in_progress → done | refused; a closed request never changes again. */
export const DATA_REQUEST_STATUSES = ['open', 'in_progress', 'done', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
export const CLOSED_REQUEST_STATUSES: readonly DataRequestStatus[] = ['done', 'refused'];

export const dataRequestKindNames: Record<DataRequestKind, string> = {
  access: 'اطلاع',
  correction: 'تصحيح',
  erasure: 'محو',
  objection: 'اعتراض',
};
export const dataRequestStatusNames: Record<DataRequestStatus, string> = {
  open: 'جديد',
  in_progress: 'قيد المعالجة',
  done: 'منجز',
  refused: 'مرفوض',
};
export const dataRequestSourceNames: Record<DataRequestSource, string> = {
  form: 'نموذج',
  email: 'بريد إلكتروني',
  phone: 'هاتف',
  letter: 'خطاب',
  self_service: 'من حساب صاحبه',
};

/** Who asked: a user's id when known, otherwise a name with an e-mail or a phone. */
export const recordDataRequestBody = z
  .object({
    kind: z.enum(DATA_REQUEST_KINDS, messages.kindInvalid),
    user_id: decimalNumber(z.coerce.number().int().positive()).optional(),
    requester_name: typedText(100, messages.requesterName, 2).optional(),
    requester_email: email.optional(),
    requester_phone: phone.optional(),
    received_at: instant,
    received_via: z.enum(DATA_REQUEST_CHANNELS, messages.channelInvalid),
    notes: typedText(2000, messages.notesTooLong, 0).optional(),
  })
  .refine(
    (body) =>
      body.user_id !== undefined ||
      (body.requester_name !== undefined &&
        (body.requester_email !== undefined || body.requester_phone !== undefined)),
    { path: ['requester_name'], message: messages.requesterMissing },
  );
export type RecordDataRequestBody = z.input<typeof recordDataRequestBody>;

export const dataRequest = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  user_id: z.number().int().nullable(),
  requester_name: z.string().nullable(),
  requester_email: z.string().nullable(),
  requester_phone: z.string().nullable(),
  received_at: z.string(),
  received_via: z.enum(DATA_REQUEST_SOURCES),
  notes: z.string().nullable(),
  status: z.enum(DATA_REQUEST_STATUSES),
  refusal_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** the last Cairo day to answer: received day + DATA_REQUEST_DEADLINE_DAYS */
  due_on: z.string(),
  /** days until due_on (0 on the day, negative once late); null once closed */
  days_left: z.number().int().nullable(),
  /** still open after due_on */
  overdue: z.boolean(),
  recorded_by: z.number().int().nullable(),
});
export type DataRequest = z.infer<typeof dataRequest>;

/** The page after a row: its due day and id (`2026-12-01~42`). */
export const dueCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}~\d{1,15}$/, messages.cursorInvalid)
  .refine((value) => calendarDay('').safeParse(value.slice(0, 10)).success, messages.cursorInvalid);

/** GET /api/operator/data-requests — earliest deadline first; open ones by default. */
export const dataRequestsEndpoint = defineEndpoint({
  ...dataRequestsRoute,
  query: z.object({
    show: z.enum(['active', 'closed', 'all']).default('active'),
    kind: z.enum(DATA_REQUEST_KINDS, messages.kindInvalid).optional(),
    after: dueCursor.optional(),
    limit: pageLimit,
  }),
  response: envelope(
    z.array(z.object({ requests: z.array(dataRequest), next_after: z.string().nullable() })),
  ),
});

/** POST /api/operator/data-requests — the data-protection duty records a request received. */
export const recordDataRequestEndpoint = defineEndpoint({
  ...recordDataRequestRoute,
  body: recordDataRequestBody,
  response: envelope(z.array(dataRequest)),
});

/** PATCH /api/operator/data-requests/:id — a step forward; a refusal says why. */
export const changeDataRequestEndpoint = defineEndpoint({
  ...changeDataRequestRoute,
  params: rowIdParams,
  body: z
    .object({
      status: z.enum(['in_progress', 'done', 'refused'], messages.statusInvalid),
      refusal_reason: typedText(2000, messages.reasonTooLong, 0).optional(),
    })
    .refine((body) => body.status !== 'refused' || !!body.refusal_reason, {
      path: ['refusal_reason'],
      message: messages.reasonNeeded,
    }),
  response: envelope(z.array(dataRequest)),
});
