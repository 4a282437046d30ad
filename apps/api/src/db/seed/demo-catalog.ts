import type { Kysely } from 'kysely';
import { egpToPiasters } from '@athar/contract/money';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import type { Database } from '../schema';
import { categories, faqs, ngos, press, projects, type DemoNgo } from './demo-content';
import type { SeedImageWriter } from './images';
import { demoProjectLabels } from './demo-project-labels';
import { demoCharityRegister, seedDemoPermits } from './demo-charity-register';

/** Categories, charities, projects, FAQs and press; returns the ids the campaign seeder needs. */
export async function seedCatalog(db: Kysely<Database>, writeImage: SeedImageWriter) {
  const categoryIds = new Map<string, number>();
  for (const [index, category] of categories.entries()) {
    const row = await db
      .insertInto('categories')
      .values({
        ar_name: category.ar_name,
        en_name: category.en_name,
        category_image: await writeImage('category', index + 1),
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, row.id);
  }

  const ngoIds = new Map<string, number>();
  for (const [index, ngo] of ngos.entries()) {
    const row = await db
      .insertInto('ngos')
      .values({
        ar_name: ngo.ar_name,
        en_name: ngo.en_name,
        ngo_image: await writeImage('ngo', index + 1, ngo.colors),
        ngo_description: ngo.description,
        ...demoCharityRegister(ngo.key),
        sms_short_number: ngo.sms_short_number,
        cash_collection: ngo.cash_collection,
        merchant_id: ngo.merchant?.id ?? null,
        merchant_name: ngo.merchant?.name ?? null,
        ...gatewayColumns(ngo),
        // older charities first, so "newest" sorting has something to show
        created_at: new Date(Date.now() - (ngos.length - index) * 30 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ngoIds.set(ngo.key, row.id);
  }
  await seedDemoPermits(db, ngoIds);

  const projectRows = [];
  for (const [index, project] of projects.entries()) {
    projectRows.push({
      ngo_id: required(ngoIds, project.ngo),
      category_id: required(categoryIds, project.category),
      ar_name: project.ar_name,
      en_name: project.en_name,
      amount: egpToPiasters(project.unit_egp),
      project_description: project.description,
      project_image: await writeImage('project', index + 1),
      ...demoProjectLabels(project.en_name),
      created_at: new Date(Date.now() - (projects.length - index) * 3 * 86_400_000),
    });
  }
  const insertedProjects = await db
    .insertInto('projects')
    .values(projectRows)
    .returning(['id', 'ngo_id', 'amount'])
    .execute();

  await seedFaqLists(db);
  if (press.length > 0) await db.insertInto('press').values(press).execute();

  return { projects: insertedProjects };
}

/** The two FAQ lists' first versions (docs/decisions/040), written by no operator. */
async function seedFaqLists(db: Kysely<Database>) {
  for (const audience of ['donators', 'creators'] as const) {
    const entries = faqs
      .filter((faq) => faq.audience === audience)
      .map((faq) => ({ title: faq.question, text: faq.answer }));
    if (entries.length === 0) continue;
    const page = `faq_${audience}` as const;
    await db
      .insertInto('site_page_versions')
      .values({
        page,
        version: 1,
        content: JSON.stringify({ lead: '', entries }),
        operator_id: null,
        restored_from: null,
      })
      .execute();
    await db.updateTable('site_pages').set({ current_version: 1 }).where('page', '=', page).execute();
  }
}

function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo content refers to an unknown key: ${key}`);
  return value;
}

/** The charity's simulator account and the integration of each method it takes there (null: not taken). */
function gatewayColumns(ngo: DemoNgo) {
  if (!ngo.paymob) return {};
  const integrations = LOCAL_PAYMOB_INTEGRATIONS[ngo.paymob.account];
  const offered = (method: 'wallet' | 'kiosk' | 'meeza') =>
    ngo.paymob!.methods.includes(method) ? integrations[method] : null;
  return {
    paymob_account: ngo.paymob.account,
    wallet_integration_id: offered('wallet'),
    kiosk_integration_id: offered('kiosk'),
    meeza_integration_id: offered('meeza'),
  };
}
