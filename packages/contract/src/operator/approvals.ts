import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { approveRoute, approvalsRoute, rejectApprovalRoute, requestApprovalRoute } from '../routes/operator';
import { keysetPage, keysetQuery } from './keyset';
import { operatorMessages } from './messages';
import type { OperatorRole } from './roles';

/** The acts that need a second operator (four eyes), and the duties that may ask for and approve each. */
export const APPROVAL_ACTIONS = [
  'operator.grant_admin',
  'permit.revoke',
  'campaign.take_down',
  'charity.payment_settings',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
export const approvalDuties: Record<ApprovalAction, readonly OperatorRole[]> = {
  'operator.grant_admin': ['admin'],
  'permit.revoke': ['onboarding', 'admin'],
  'campaign.take_down': ['moderator', 'admin'],
  'charity.payment_settings': ['onboarding', 'admin'],
};
export const approvalActionNames: Record<ApprovalAction, string> = {
  'operator.grant_admin': 'منح صلاحية إدارة المشغّلين',
  'permit.revoke': 'إلغاء تصريح جمع التبرعات',
  'campaign.take_down': 'حجب صفحة حملة للمراجعة',
  'charity.payment_settings': 'تغيير إعدادات الدفع لجمعية',
};

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

const id = decimalNumber(z.coerce.number().int().positive());
const reason = publicText(500, operatorMessages.reasonRequired).pipe(
  z.string().min(3, operatorMessages.reasonRequired),
);

export const approvalRecord = z.object({
  id: z.number().int(),
  action: z.enum(APPROVAL_ACTIONS),
  object_id: z.number().int(),
  /** what the object is, in words: the operator's name, or the charity and permit number */
  object_label: z.string(),
  reason: z.string(),
  /** null when a charity's admin asked (a payment settings change: the first person is theirs) */
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string(),
  requested_at: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  decided_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
});
export type ApprovalRecord = z.infer<typeof approvalRecord>;
const approvalsResponse = envelope(z.array(approvalRecord));

/** GET /api/operator/approvals — the requests of one state (waiting by default), newest first, a page at a time. */
export const approvalsEndpoint = defineEndpoint({
  ...approvalsRoute,
  query: z.object({ status: z.enum(APPROVAL_STATUSES).default('pending'), ...keysetQuery }),
  response: envelope(z.array(keysetPage('approvals', approvalRecord))),
});

/** POST /api/operator/approvals — asks a second operator to carry out an act (a fresh code first). */
export const requestApprovalEndpoint = defineEndpoint({
  ...requestApprovalRoute,
  body: z.object({ action: z.enum(APPROVAL_ACTIONS), object_id: z.number().int().positive(), reason }),
  response: approvalsResponse,
});

/** POST /api/operator/approvals/:id/approve — another operator carries the act out (a fresh code first). */
export const approveEndpoint = defineEndpoint({
  ...approveRoute,
  params: z.object({ id }),
  response: approvalsResponse,
});

/** POST /api/operator/approvals/:id/reject — another operator refuses it, or the requester withdraws it. */
export const rejectApprovalEndpoint = defineEndpoint({
  ...rejectApprovalRoute,
  params: z.object({ id }),
  body: z.object({ note: publicText(500, operatorMessages.reasonRequired).optional() }),
  response: approvalsResponse,
});
