import type { Kysely } from 'kysely';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { AppError } from '@athar/server-kit/errors';
import type { Config } from '../../config';
import type { NewPermit } from '../../db/queries/charity-permits';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { checkDocument } from '../applications/document-check';
import { removePrivateDocuments, writePrivateDocument } from '../applications/private-documents';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';
import { insertOrConflict } from './permits';

export type PermitRequest = Omit<
  NewPermit,
  'ngo_id' | 'document_key' | 'document_type' | 'document_bytes'
> & {
  purpose: string;
};

/**
 * The charity's admin asks for a permit with its document (issue 37): the document is judged by its
 * content like an application's (PDF/JPEG/PNG up to 10 MB, a picture re-encoded) before anything is
 * written, stored privately, and the request is written and audited in one transaction; a failure
 * there removes the file again. The operator approves or refuses it (decideOnPermit).
 */
export async function requestPermit(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir'>,
  staff: { id: number; ngoId: number },
  permit: PermitRequest,
  document: Buffer | undefined,
  origin: AuditOrigin,
): Promise<PermitRecord> {
  if (permit.ends_on < cairoDay(new Date())) {
    throw new AppError('BAD_REQUEST', permitMessages.endedAlready, { ends_on: permitMessages.endedAlready });
  }
  if (!document) {
    throw new AppError('BAD_REQUEST', permitMessages.documentMissing, {
      document: permitMessages.documentMissing,
    });
  }
  const checked = await checkDocument('document', document);
  const key = await writePrivateDocument(config, checked);
  try {
    return await db.transaction().execute(async (trx) => {
      const record = await insertOrConflict(
        trx,
        {
          ...permit,
          ngo_id: staff.ngoId,
          document_key: key,
          document_type: checked.content_type,
          document_bytes: checked.bytes.length,
        },
        { staffId: staff.id },
      );
      const act = { action: 'charity.permit.requested', object_kind: 'permit', object_id: record.id };
      await recordAudit(trx, staffAct(origin, staff, act));
      return record;
    });
  } catch (error) {
    await removePrivateDocuments(config, [key]);
    throw error;
  }
}
