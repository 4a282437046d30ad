import { sql, type Kysely } from 'kysely';
import type {
  ApplicationFields,
  ApplicationStatus,
  DocumentKind,
} from '@athar/contract/applications/application-fields';
import type { Database } from '../schema';
import type { DocumentContentType } from '../schema-applications';

const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The application's columns as the tracking page and the console read them. */
function applicationQuery(db: Kysely<Database>) {
  return db
    .selectFrom('charity_applications as a')
    .innerJoin('cities as c', 'c.id', 'a.city_id')
    .select([
      'a.id',
      'a.status',
      'a.legal_name',
      'a.registration_number',
      'a.city_id',
      'c.ar_name as governorate',
      'a.address',
      'a.contact_name',
      'a.contact_phone',
      'a.contact_email',
      'a.website',
      'a.bank',
      'a.account_holder',
      'a.iban',
      'a.operator_message',
      'a.ngo_id',
      iso('a.submitted_at').as('submitted_at'),
      iso('a.updated_at').as('updated_at'),
    ]);
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationById>>>;

export function findApplicationById(db: Kysely<Database>, id: number) {
  return applicationQuery(db).where('a.id', '=', id).executeTakeFirst();
}

export function findApplicationByTracking(db: Kysely<Database>, trackingHash: Buffer) {
  return applicationQuery(db).where('a.tracking_hash', '=', trackingHash).executeTakeFirst();
}

/** A page of applications, newest first: `status` 'open' is submitted, 'all' any. */
export function listApplications(
  db: Kysely<Database>,
  query: { status: ApplicationStatus | 'open' | 'all'; before?: number | undefined; limit: number },
) {
  let list = applicationQuery(db)
    .orderBy('a.id', 'desc')
    .limit(query.limit + 1);
  if (query.status === 'open') list = list.where('a.status', '=', 'submitted');
  else if (query.status !== 'all') list = list.where('a.status', '=', query.status);
  if (query.before !== undefined) list = list.where('a.id', '<', query.before);
  return list.execute();
}

export async function insertApplication(
  db: Kysely<Database>,
  fields: ApplicationFields,
  trackingHash: Buffer,
): Promise<number> {
  const row = await db
    .insertInto('charity_applications')
    .values({ ...fields, tracking_hash: trackingHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves an application from one of `from` to `to` in one conditional UPDATE; false when it was not in `from`. */
export async function moveApplication(
  db: Kysely<Database>,
  id: number,
  from: readonly ApplicationStatus[],
  change: {
    status: ApplicationStatus;
    operator_message?: string | null;
    decided_by?: number;
    ngo_id?: number;
    fields?: ApplicationFields;
  },
): Promise<boolean> {
  const { fields, ...rest } = change;
  const result = await db
    .updateTable('charity_applications')
    .set({ ...fields, ...rest, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the application's row lock when it is in one of `from` (false otherwise): the first statement of
 * a decision's transaction, so a second operator deciding at once waits, then finds it moved.
 */
export async function claimApplication(
  db: Kysely<Database>,
  id: number,
  from: readonly ApplicationStatus[],
): Promise<boolean> {
  const row = await db
    .selectFrom('charity_applications')
    .select('id')
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The current documents of an application (a replaced one is kept, not listed). */
export function currentDocuments(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('charity_application_documents')
    .select(['id', 'kind', 'content_type', 'bytes', iso('uploaded_at').as('uploaded_at')])
    .where('application_id', '=', applicationId)
    .where('replaced_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function findDocument(db: Kysely<Database>, applicationId: number, documentId: number) {
  return db
    .selectFrom('charity_application_documents')
    .select(['id', 'kind', 'file_key', 'content_type'])
    .where('application_id', '=', applicationId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** Adds a document as the current one of its kind; the one it replaces stays, marked replaced. */
export async function insertDocument(
  db: Kysely<Database>,
  document: {
    application_id: number;
    kind: DocumentKind;
    file_key: string;
    content_type: DocumentContentType;
    bytes: number;
  },
): Promise<void> {
  await db
    .updateTable('charity_application_documents')
    .set({ replaced_at: new Date() })
    .where('application_id', '=', document.application_id)
    .where('kind', '=', document.kind)
    .where('replaced_at', 'is', null)
    .execute();
  await db.insertInto('charity_application_documents').values(document).execute();
}

/** How many applications name this contact e-mail (any state): one charity applies once. */
export async function openApplicationOf(db: Kysely<Database>, contactEmail: string) {
  return db
    .selectFrom('charity_applications')
    .select('id')
    .where('contact_email', '=', contactEmail)
    .where('status', 'in', ['submitted', 'changes_requested'])
    .executeTakeFirst();
}

/** The charity an approval creates: hidden from the listings (ngo-listed.ts) until it is ready. */
export async function insertAppliedCharity(
  db: Kysely<Database>,
  application: { legal_name: string; registration_number: string },
): Promise<number> {
  const row = await db
    .insertInto('ngos')
    .values({
      ar_name: application.legal_name,
      en_name: '',
      ngo_image: '',
      ngo_description: '',
      sms_short_number: null,
      cash_collection: false,
      legal_name: application.legal_name,
      registration_number: application.registration_number,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The charity's first admin, without a password: the mailed invitation sets it. */
export async function insertCharityAdmin(
  db: Kysely<Database>,
  staff: { ngo_id: number; email: string; staff_name: string },
): Promise<number> {
  const row = await db
    .insertInto('charity_staff')
    .values({ ...staff, is_admin: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function charityNameTaken(db: Kysely<Database>, arName: string): Promise<boolean> {
  return Boolean(await db.selectFrom('ngos').select('id').where('ar_name', '=', arName).executeTakeFirst());
}

export async function staffEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('charity_staff').select('id').where('email', '=', email).executeTakeFirst(),
  );
}
