import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import { REQUIRED_DOCUMENTS, type ApplicationFields } from '@athar/contract/applications/application-fields';
import { AppError } from '@athar/server-kit/errors';
import type { Config } from '../../config';
import { insertApplication, openApplicationOf } from '../../db/queries/charity-applications';
import { limitRules } from '../../lib/rate-limiter';
import { recordAudit, type RequestOrigin } from '../audit/audit-trail';
import type { MailingDeps } from '../service-deps';
import { hashToken, newToken } from '../session-tokens';
import { sendTrackingMail } from './application-mails';
import { checkDocuments, storeDocumentRows, withWrittenDocuments } from './application-documents';

/** A service that mails the applicant and keeps the documents under DATA_DIR/private. */
export interface ApplicationDeps extends MailingDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'dataDir'>;
}

/**
 * A charity's application: its documents checked by content, the contact e-mail within its daily
 * limit (a refused request does not count against it), one open application per contact e-mail;
 * the files written under DATA_DIR/private, the rows and the audit entry in one transaction, then the
 * tracking link mailed. The token is answered too: a lost mail does not lose the application.
 */
export async function submitApplication(
  deps: ApplicationDeps,
  fields: ApplicationFields,
  files: Record<string, Buffer[]>,
  origin: RequestOrigin,
): Promise<string> {
  const documents = await checkDocuments(files, REQUIRED_DOCUMENTS);
  const perEmail = await deps.rateLimiter.reserve(
    [{ rule: limitRules.applicationEmail, subject: fields.contact_email }],
    messages.limited,
  );
  const token = newToken();
  let applicationId: number;
  try {
    if (await openApplicationOf(deps.db, fields.contact_email))
      throw new AppError('CONFLICT', messages.alreadyOpen);
    applicationId = await withWrittenDocuments(deps.config, documents, (keys) =>
      deps.db.transaction().execute(async (trx) => {
        const id = await insertApplication(trx, fields, hashToken(token));
        await storeDocumentRows(trx, id, documents, keys);
        await recordAudit(trx, {
          actor_kind: 'anonymous',
          actor_label: fields.contact_email,
          action: 'application.submitted',
          object_kind: 'charity_application',
          object_id: String(id),
          ...origin,
        });
        return id;
      }),
    );
  } catch (error) {
    await perEmail.release();
    throw error;
  }
  try {
    await sendTrackingMail(deps, fields, token);
  } catch (error) {
    deps.log.warn({ err: error, applicationId }, 'charity application: tracking mail not sent');
  }
  return token;
}
