import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { EGYPTIAN_BANKS } from '@athar/contract/applications/egyptian-banks';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import type {
  ApplicationDecisionBody,
  ReviewedApplication,
} from '@athar/contract/applications/operator-applications';
import { AppError } from '@athar/server-kit/errors';
import {
  charityNameTaken,
  claimApplication,
  currentDocuments,
  findApplicationById,
  insertAppliedCharity,
  insertCharityAdmin,
  moveApplication,
  staffEmailTaken,
  type ApplicationRow,
} from '../../db/queries/charity-applications';
import type { Database } from '../../db/schema';
import type { AuditRecord } from '../../db/queries/audit-log';
import { recordAudit } from '../audit/audit-trail';
import { sendStaffInvitation } from '../charity/staff-mails';
import { mailFreshStaffToken } from '../charity/staff-tokens';
import type { MailingDeps } from '../service-deps';
import { sendApprovedMail, sendChangesRequestedMail, sendRefusedMail } from './application-mails';
import { recordOf } from './track-application';

export async function reviewedApplication(
  db: Kysely<Database>,
  row: ApplicationRow,
): Promise<ReviewedApplication> {
  return {
    id: row.id,
    legal_name: row.legal_name,
    registration_number: row.registration_number,
    governorate: row.governorate,
    status: row.status,
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
    fields: recordOf(row),
    bank_name: EGYPTIAN_BANKS[row.bank],
    operator_message: row.operator_message,
    ngo_id: row.ngo_id,
    documents: await currentDocuments(db, row.id),
  };
}

export async function findReviewed(db: Kysely<Database>, id: number): Promise<ReviewedApplication> {
  const row = await findApplicationById(db, id);
  if (!row) throw new AppError('NOT_FOUND', messages.notFound);
  return reviewedApplication(db, row);
}

/** Which states each decision is taken from: a refusal may also end a wait for changes. */
const DECIDED_FROM = {
  approve: ['submitted'],
  request_changes: ['submitted'],
  refuse: ['submitted', 'changes_requested'],
} as const;

/** The audit entry of a decision, with the operator and the request's origin filled in by the route. */
export type DecisionAct = (
  act: Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>,
) => AuditRecord;

/**
 * An operator's decision, in one transaction with its audit entry, from a state it may be taken from
 * (a second operator deciding at the same time gets alreadyDecided). An approval creates the charity
 * (hidden until ready: db/queries/ngo-listed.ts) and its first admin without a password, then mails the
 * invitation that sets it; the applicant is mailed every decision. A mail that fails is logged: the
 * decision stands (an invitation is sent again with `npm run charity -- add-staff`).
 */
export async function decideOnApplication(
  deps: MailingDeps & { log: FastifyBaseLogger },
  id: number,
  operatorId: number,
  body: ApplicationDecisionBody,
  act: DecisionAct,
): Promise<ReviewedApplication> {
  const row = await findApplicationById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', messages.notFound);
  if (!(DECIDED_FROM[body.decision] as readonly string[]).includes(row.status))
    throw new AppError('CONFLICT', messages.alreadyDecided);
  const message = body.decision === 'approve' ? null : body.message;
  let staffId: number | null = null;
  await deps.db.transaction().execute(async (trx) => {
    if (!(await claimApplication(trx, id, DECIDED_FROM[body.decision])))
      throw new AppError('CONFLICT', messages.alreadyDecided);
    // checked once the application is claimed: a second operator approving at the same moment waits
    // for the first, then finds it decided, not the charity the first one just created
    if (body.decision === 'approve') {
      if (await charityNameTaken(trx, row.legal_name)) throw new AppError('CONFLICT', messages.nameTaken);
      if (await staffEmailTaken(trx, row.contact_email)) throw new AppError('CONFLICT', messages.emailTaken);
    }
    const ngoId = body.decision === 'approve' ? await insertAppliedCharity(trx, row) : undefined;
    const status =
      body.decision === 'approve' ? 'approved' : body.decision === 'refuse' ? 'refused' : 'changes_requested';
    const moved = await moveApplication(trx, id, DECIDED_FROM[body.decision], {
      status,
      operator_message: message,
      decided_by: operatorId,
      ...(ngoId !== undefined && { ngo_id: ngoId }),
    });
    if (!moved) throw new AppError('CONFLICT', messages.alreadyDecided);
    if (ngoId !== undefined)
      staffId = await insertCharityAdmin(trx, {
        ngo_id: ngoId,
        email: row.contact_email,
        staff_name: row.contact_name,
      });
    await recordAudit(
      trx,
      act({
        action: `application.${status}`,
        object_kind: 'charity_application',
        object_id: id,
        ngo_id: ngoId ?? null,
        changes: { status: [row.status, status], ...(message !== null && { message: [null, message] }) },
      }),
    );
  });
  await mailDecision(deps, row, body, staffId);
  return findReviewed(deps.db, id);
}

async function mailDecision(
  deps: MailingDeps & { log: FastifyBaseLogger },
  row: ApplicationRow,
  body: ApplicationDecisionBody,
  staffId: number | null,
): Promise<void> {
  try {
    if (body.decision === 'request_changes') await sendChangesRequestedMail(deps, row, body.message);
    else if (body.decision === 'refuse') await sendRefusedMail(deps, row, body.message);
    else {
      await sendApprovedMail(deps, row);
      await mailFreshStaffToken(deps.db, staffId!, 'invite', (token) =>
        sendStaffInvitation(deps, { email: row.contact_email, name: row.contact_name }, token),
      );
    }
  } catch (error) {
    deps.log.warn({ err: error, applicationId: row.id }, 'charity application: decision mail not sent');
  }
}
