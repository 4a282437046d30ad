import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { documentPicture, minimalPdf } from './document-files';

/**
 * The demo seed's pending application (issue 37): a charity that applied and waits for an operator,
 * with its registration certificate (PDF) and board decision (a photo, PNG). Its tracking token is
 * documented (README), so a newcomer can open the applicant's side too.
 */
export const DEMO_APPLICATION = {
  legal_name: 'جمعية غيث الخير للتنمية',
  registration_number: '8123/2021',
  governorate: 'القاهرة',
  address: 'شارع مصطفى النحاس، مدينة نصر',
  contact_name: 'ياسر عبد الرحمن',
  contact_phone: '01098765432',
  contact_email: 'apply@ghaith.example',
  website: 'https://ghaith.example',
  bank: 'nbe',
  account_holder: 'جمعية غيث الخير للتنمية',
  iban: 'EG380019000500000000263180002',
  tracking_token: 'demo-application-tracking-token-00000000000',
} as const;

/** Seeds the application; its documents are written under `documentsDir` when one is given. */
export async function seedApplication(db: Kysely<Database>, documentsDir: string | null): Promise<void> {
  const city = await db
    .selectFrom('cities')
    .select('id')
    .where('ar_name', '=', DEMO_APPLICATION.governorate)
    .executeTakeFirstOrThrow();
  const { governorate: _name, tracking_token, ...fields } = DEMO_APPLICATION;
  const application = await db
    .insertInto('charity_applications')
    .values({
      ...fields,
      city_id: city.id,
      tracking_hash: createHash('sha256').update(tracking_token).digest(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const documents = [
    {
      kind: 'registration_certificate',
      file_key: 'demo-registration-certificate-0001.pdf',
      content_type: 'application/pdf',
      bytes: minimalPdf('Ministry of Social Solidarity - registration 8123/2021'),
    },
    {
      kind: 'board_decision',
      file_key: 'demo-board-decision-00000000001.png',
      content_type: 'image/png',
      bytes: await documentPicture(),
    },
  ] as const;
  if (documentsDir) await fs.mkdir(documentsDir, { recursive: true, mode: 0o700 });
  for (const { bytes, ...document } of documents) {
    if (documentsDir) await fs.writeFile(path.join(documentsDir, document.file_key), bytes, { mode: 0o600 });
    await db
      .insertInto('charity_application_documents')
      .values({ ...document, application_id: application.id, bytes: bytes.length })
      .execute();
  }
}
