import type { Kysely } from 'kysely';
import { piasters } from '@athar/contract/piasters';
import type { Database } from '../schema';
import type { SeedImageWriter } from './images';

/**
 * The demo seed's project waiting for review (issue 37): written by the demo staff member's charity
 * and sent, so a newcomer sees it in the operators' «الكتالوج» and in the charity's «كتابة المشاريع».
 */
export const DEMO_PROJECT_DRAFT = {
  ar_name: 'تجهيز فصل دراسي في قرية',
  project_description:
    'مقاعد وسبورة وإضاءة ومكتبة صغيرة لفصل دراسي في مدرسة قرية بالصعيد، تبقى لأجيال من التلاميذ.',
  amount_egp: 35_000,
  sadaqa_kind: 'jariya',
  zakat_eligible: false,
} as const;

/** The pending draft, by the demo staff member (`staffEmail`) of their charity, in the first category. */
export async function seedProjectDraft(
  db: Kysely<Database>,
  writeImage: SeedImageWriter,
  staffEmail: string,
) {
  const staff = await db
    .selectFrom('charity_staff')
    .select(['id', 'ngo_id'])
    .where('email', '=', staffEmail)
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('categories')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { amount_egp, ...text } = DEMO_PROJECT_DRAFT;
  await db
    .insertInto('project_drafts')
    .values({
      ...text,
      ngo_id: staff.ngo_id,
      category_id: category.id,
      amount: piasters(amount_egp * 100),
      project_image: await writeImage('project', 99),
      status: 'pending',
      created_by: staff.id,
      submitted_at: new Date(),
    })
    .execute();
}
