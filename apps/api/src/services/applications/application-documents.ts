import type { Kysely } from 'kysely';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import { DOCUMENT_KINDS, type DocumentKind } from '@athar/contract/applications/application-fields';
import { AppError } from '@athar/server-kit/errors';
import type { Config } from '../../config';
import { insertDocument } from '../../db/queries/charity-applications';
import type { Database } from '../../db/schema';
import { checkDocument, type CheckedDocument } from './document-check';
import { removePrivateDocuments, writePrivateDocument } from './private-documents';

export type DocumentFiles = Partial<Record<DocumentKind, CheckedDocument>>;

/**
 * Checks every document sent (the last file of a kind counts) before any is written, so one hostile
 * file refuses the whole request and leaves nothing behind; `required` kinds must be among them.
 */
export async function checkDocuments(
  files: Record<string, Buffer[]>,
  required: readonly DocumentKind[],
): Promise<DocumentFiles> {
  const missing = required.filter((kind) => !files[kind]?.length);
  if (missing.length > 0) {
    const errors = Object.fromEntries(missing.map((kind) => [kind, messages.documentMissing]));
    throw new AppError('BAD_REQUEST', messages.documentMissing, errors);
  }
  const checked: DocumentFiles = {};
  for (const kind of DOCUMENT_KINDS) {
    const bytes = files[kind]?.at(-1);
    if (bytes) checked[kind] = await checkDocument(kind, bytes);
  }
  return checked;
}

/**
 * Writes the checked documents, then runs `store` (which records them with storeDocumentRows in its
 * transaction); a failure there removes the files again, so no file is left without its row.
 */
export async function withWrittenDocuments<T>(
  config: Pick<Config, 'dataDir'>,
  documents: DocumentFiles,
  store: (keys: Partial<Record<DocumentKind, string>>) => Promise<T>,
): Promise<T> {
  const keys: Partial<Record<DocumentKind, string>> = {};
  try {
    for (const [kind, document] of Object.entries(documents) as [DocumentKind, CheckedDocument][])
      keys[kind] = await writePrivateDocument(config, document);
    return await store(keys);
  } catch (error) {
    await removePrivateDocuments(config, Object.values(keys));
    throw error;
  }
}

export async function storeDocumentRows(
  db: Kysely<Database>,
  applicationId: number,
  documents: DocumentFiles,
  keys: Partial<Record<DocumentKind, string>>,
): Promise<void> {
  for (const [kind, document] of Object.entries(documents) as [DocumentKind, CheckedDocument][]) {
    await insertDocument(db, {
      application_id: applicationId,
      kind,
      file_key: keys[kind]!,
      content_type: document.content_type,
      bytes: document.bytes.length,
    });
  }
}
