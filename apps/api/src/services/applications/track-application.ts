import type { Kysely } from 'kysely';
import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import type { ApplicationFields } from '@athar/contract/applications/application-fields';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import type { TrackedApplication } from '@athar/contract/applications/applications';
import { AppError } from '@athar/server-kit/errors';
import {
  currentDocuments,
  findApplicationByTracking,
  moveApplication,
  type ApplicationRow,
} from '../../db/queries/charity-applications';
import type { Database } from '../../db/schema';
import { redeemMailedLink } from '../accounts/password-reset';
import { recordAudit, type RequestOrigin } from '../audit/audit-trail';
import type { LimitedDeps } from '../service-deps';
import { hashToken } from '../session-tokens';
import { checkDocuments, storeDocumentRows, withWrittenDocuments } from './application-documents';
import type { ApplicationDeps } from './submit-application';

/** The fields of a stored application, as the form sends them. */
export function recordOf(row: ApplicationRow) {
  return {
    legal_name: row.legal_name,
    registration_number: row.registration_number,
    city_id: row.city_id,
    governorate: row.governorate,
    address: row.address,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    website: row.website,
    bank: row.bank,
    account_holder: row.account_holder,
    iban: row.iban,
  };
}

/**
 * The application of a tracking token; an unknown or cut-short token is answered trackingInvalid and
 * counts against the address, as a reset link (no token is guessed by trying).
 */
async function applicationOfToken({ db, rateLimiter }: LimitedDeps, token: string, ip: string) {
  let found: ApplicationRow | undefined;
  await redeemMailedLink(rateLimiter, ip, messages.trackingInvalid, async () => {
    found = isWellFormedLinkToken(token) ? await findApplicationByTracking(db, hashToken(token)) : undefined;
    return found ? found.id : null;
  });
  return found!;
}

async function tracked(db: Kysely<Database>, row: ApplicationRow): Promise<TrackedApplication> {
  const documents = await currentDocuments(db, row.id);
  return {
    status: row.status,
    operator_message:
      row.status === 'changes_requested' || row.status === 'refused' ? row.operator_message : null,
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
    fields: recordOf(row),
    documents: documents.map(({ kind, uploaded_at }) => ({ kind, uploaded_at })),
  };
}

export async function trackApplication(deps: LimitedDeps, token: string, ip: string) {
  return tracked(deps.db, await applicationOfToken(deps, token, ip));
}

/**
 * The applicant's answer to a change request: the fields as now written, and any document sent in
 * place of the one before (kept, marked replaced). Only while changes are requested; the application
 * then waits for the operators again. The contact e-mail may change: later mails go to the new one.
 */
export async function answerApplication(
  deps: ApplicationDeps,
  token: string,
  fields: ApplicationFields,
  files: Record<string, Buffer[]>,
  origin: RequestOrigin,
): Promise<TrackedApplication> {
  const row = await applicationOfToken(deps, token, origin.ip);
  if (row.status !== 'changes_requested') throw new AppError('CONFLICT', messages.notAwaitingAnswer);
  const documents = await checkDocuments(files, []);
  await withWrittenDocuments(deps.config, documents, (keys) =>
    deps.db.transaction().execute(async (trx) => {
      const moved = await moveApplication(trx, row.id, ['changes_requested'], {
        status: 'submitted',
        fields,
      });
      if (!moved) throw new AppError('CONFLICT', messages.notAwaitingAnswer);
      await storeDocumentRows(trx, row.id, documents, keys);
      await recordAudit(trx, {
        actor_kind: 'anonymous',
        actor_label: fields.contact_email,
        action: 'application.answered',
        object_kind: 'charity_application',
        object_id: String(row.id),
        changes: { documents: [null, Object.keys(documents).join(',') || null] },
        ...origin,
      });
    }),
  );
  return tracked(deps.db, (await findApplicationByTracking(deps.db, hashToken(token)))!);
}
