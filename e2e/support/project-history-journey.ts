import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo';
import { createProject } from '../../apps/api/src/test/charity-factories';

/** The text-history journey's own projects of the demo charity, one per screen (e2e/project-history.e2e.ts). */
export const JOURNEY_PROJECT_TEXTS = {
  phone: 'سقيا الحي القديم',
  desktop: 'كسوة الشتاء للأسر',
} as const;

const DESCRIPTION = 'يصل الماء النظيف إلى بيوت الحي كل يوم، بخزان ومضخة وصيانة طوال العام.';

export async function seedProjectHistoryJourney(db: DatabaseHandle['db']): Promise<void> {
  const staff = await db
    .selectFrom('charity_staff')
    .select('ngo_id')
    .where('email', '=', DEMO_STAFF.email)
    .executeTakeFirstOrThrow();
  for (const name of Object.values(JOURNEY_PROJECT_TEXTS)) {
    const project = await createProject(db, { id: staff.ngo_id }, { ar_name: name, amount: 200_000 });
    await db
      .updateTable('projects')
      .set({ project_description: DESCRIPTION })
      .where('id', '=', project.id)
      .execute();
  }
}
