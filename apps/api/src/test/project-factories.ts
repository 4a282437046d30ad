import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@athar/contract/charity/staff-roles';
import { piasters } from '@athar/contract/piasters';
import type { Database } from '../db/schema';
import type { ProjectDraftStatus } from '../db/schema-catalogue';
import { createStaffSession } from '../services/charity/staff-tokens';
import { hashToken } from '../services/session-tokens';
import { enrolTestFactor } from './factor-factories';
import { staffFactorTables } from '../db/queries/second-factor';
import { uniqueEmail } from './factories';

export interface StaffWithRoles {
  id: number;
  ngoId: number;
  token: string;
  auth: { authorization: string };
}

/**
 * A staff member of the charity holding exactly these roles, with a session past its second factor
 * (an admin is enrolled, as the console requires).
 */
export async function createStaffWithRoles(
  db: Kysely<Database>,
  ngoId: number,
  roles: StaffRole[],
): Promise<StaffWithRoles> {
  const row = await db
    .insertInto('charity_staff')
    .values({
      ngo_id: ngoId,
      email: uniqueEmail('staff'),
      staff_name: 'منى فؤاد',
      is_admin: roles.includes('admin'),
      is_collector: roles.includes('collector'),
      is_editor: roles.includes('editor'),
      is_finance: roles.includes('finance'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roles.includes('admin')) await enrolTestFactor(db, staffFactorTables, row.id);
  const token = await createStaffSession(db, row.id);
  await db
    .updateTable('staff_sessions')
    .set({ factor_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .execute();
  return { id: row.id, ngoId, token, auth: { authorization: `Bearer ${token}` } };
}

/** The fields of a well project as the charity's form sends them (a unit of 45,000 EGP). */
export function wellProjectFields(overrides: Record<string, unknown> = {}) {
  return {
    ar_name: 'حفر بئر في قرية نائية',
    project_description: 'بئر مياه عميقة تكفي قرية كاملة من سكان الصعيد لسنوات طويلة.',
    amount_egp: 45_000,
    category_id: 1,
    sadaqa_kind: 'jariya',
    zakat_eligible: false,
    ...overrides,
  };
}

/** A draft written straight to the table, e.g. one already waiting for review, with its picture. */
export async function createProjectDraft(
  db: Kysely<Database>,
  charity: { id: number },
  options: {
    status?: ProjectDraftStatus;
    ar_name?: string;
    amount?: number;
    project_id?: number;
    created_by?: number;
  } = {},
): Promise<number> {
  const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const status = options.status ?? 'pending';
  const row = await db
    .insertInto('project_drafts')
    .values({
      ngo_id: charity.id,
      project_id: options.project_id ?? null,
      created_by: options.created_by ?? null,
      category_id: category.id,
      ar_name: options.ar_name ?? 'كفالة يتيم لمدة عام',
      project_description: 'كفالة طفل يتيم تشمل التعليم والطعام والرعاية الصحية طوال العام.',
      amount: piasters(options.amount ?? 1_200_000),
      project_image: 'project.webp',
      sadaqa_kind: 'sadaqa',
      zakat_eligible: true,
      status,
      submitted_at: status === 'draft' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the charity as one that joined by application (approved), so it is listed only with a live project. */
export async function markJoinedByApplication(db: Kysely<Database>, ngoId: number): Promise<void> {
  const city = await db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('charity_applications')
    .values({
      status: 'approved',
      ngo_id: ngoId,
      legal_name: 'جمعية بشائر الخير',
      registration_number: `${ngoId}/2019`,
      city_id: city.id,
      address: 'شارع النيل، أسوان',
      contact_name: 'سامية عبد الله',
      contact_phone: '01012345678',
      contact_email: uniqueEmail('applicant'),
      bank: 'nbe',
      account_holder: 'جمعية بشائر الخير',
      iban: 'EG380019000500000000263180002',
      tracking_hash: randomBytes(32),
    })
    .execute();
}
