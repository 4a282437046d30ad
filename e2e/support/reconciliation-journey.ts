import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { LOCAL_SMS_WEBHOOK_SECRET } from '../../apps/api/src/config';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { createCampaignWithCode } from '../../apps/api/src/test/campaign-factories';
import { createCharity, createProject } from '../../apps/api/src/test/charity-factories';
import { createUser } from '../../apps/api/src/test/factories';
import { STAFF_PASSWORD } from '../../apps/api/src/test/staff-factories';
import { LOCAL_PAY_WEBHOOK_SECRET } from '../../packages/server-kit/src/config';
import { signedJsonHeaders } from '../../packages/server-kit/src/hmac-signature';

/**
 * The charity's own reconciliation journey (issue 39, docs/decisions/042): its charity, reached by SMS
 * at a short number of its own, one campaign with a short code of its own, a finance staff member who
 * logs in with STAFF_PASSWORD (no second factor: not an admin).
 */
export const RECONCILIATION_JOURNEY = {
  ngo_name: 'جمعية سنابل الخير',
  short_number: '97013',
  campaign: { title: 'نادية الشربيني', code: 987_013 },
  staff: { email: 'reconciliation.phone@journey.athar.local', name: 'منى الحسيني' },
  password: STAFF_PASSWORD,
} as const;

export async function seedReconciliationJourney(db: DatabaseHandle['db']): Promise<void> {
  const { ngo_name, short_number, campaign, staff } = RECONCILIATION_JOURNEY;
  const charity = await createCharity(db, { ar_name: ngo_name });
  await db.updateTable('ngos').set({ sms_short_number: short_number }).where('id', '=', charity.id).execute();
  const project = await createProject(db, charity);
  const family = await createUser(db, {
    email: 'reconciliation-family@example.com',
    user_name: 'سامية رشدي',
  });
  await createCampaignWithCode(db, {
    projectId: project.id,
    userId: family.id,
    title: campaign.title,
    code: campaign.code,
  });
  await db
    .insertInto('charity_staff')
    .values({
      ngo_id: charity.id,
      email: staff.email,
      staff_name: staff.name,
      password_hash: await hashPassword(RECONCILIATION_JOURNEY.password),
      is_finance: true,
    })
    .execute();
}

/** The aggregator delivers one message to the running Athar, as `npm run sms` does. */
export async function deliverSms(baseUrl: string, message: Record<string, string>) {
  const body = JSON.stringify(message);
  const response = await fetch(`${baseUrl}/api/sms/inbound`, {
    method: 'POST',
    headers: signedJsonHeaders(LOCAL_SMS_WEBHOOK_SECRET, { method: 'POST', path: '/api/sms/inbound', body }),
    body,
  });
  if (response.status !== 200) throw new Error(`sms: HTTP ${response.status} ${await response.text()}`);
}

/** A settlement file imported as `npm run settlement -- import` does: the signed call, streamed. */
export async function importSettlementFile(baseUrl: string, file: string, name: string) {
  const query = new URLSearchParams({
    file_name: name,
    sha256: createHash('sha256').update(file).digest('hex'),
  });
  const path = `/api/internal/settlement-imports?${query}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...signedJsonHeaders(LOCAL_PAY_WEBHOOK_SECRET, { method: 'POST', path, body: '' }),
      'content-type': 'text/csv',
    },
    body: file,
  });
  if (response.status !== 200) throw new Error(`import: HTTP ${response.status} ${await response.text()}`);
}
