import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { createCreatorCampaign } from '../../apps/api/src/test/campaign-factories';
import { createCharity } from '../../apps/api/src/test/charity-factories';
import { createDonation } from '../../apps/api/src/test/donation-factories';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { STAFF_PASSWORD } from '../../apps/api/src/test/staff-factories';

/**
 * The fee-statement journey's own charity (issue 39): card, wallet and cash donations confirmed in two
 * months long closed and no other journey's (one per screen), and a finance staff member per screen who
 * logs in with STAFF_PASSWORD (no second factor: not an admin).
 */
export const FEE_JOURNEY = {
  ngo_name: 'جمعية قطرات الندى للتنمية',
  months: { desktop: '2024-06', phone: '2024-07' },
  staff: {
    desktop: { email: 'fees.desktop@journey.athar.local', name: 'هالة منصور' },
    phone: { email: 'fees.phone@journey.athar.local', name: 'كريم عادل' },
  },
  password: STAFF_PASSWORD,
} as const;

export async function seedFeeJourney(db: DatabaseHandle['db']): Promise<void> {
  const charity = await createCharity(db, { ar_name: FEE_JOURNEY.ngo_name });
  const campaign = await createCreatorCampaign(db, { charity, title: 'سعاد إبراهيم' });
  for (const month of Object.values(FEE_JOURNEY.months)) {
    await createDonation(db, campaign, {
      type: 'card',
      amount: 150_000,
      status: 'confirmed',
      at: new Date(`${month}-10T10:00:00Z`),
    });
    await createDonation(db, campaign, {
      type: 'wallet',
      amount: 80_000,
      status: 'confirmed',
      at: new Date(`${month}-12T10:00:00Z`),
    });
    await createDonation(db, campaign, {
      type: 'cash',
      amount: 25_000,
      status: 'confirmed',
      at: new Date(`${month}-14T10:00:00Z`),
    });
    await createDonation(db, campaign, {
      type: 'card',
      amount: 999_900,
      status: 'pending',
      at: new Date(`${month}-15T10:00:00Z`),
    });
  }
  const passwordHash = await hashPassword(FEE_JOURNEY.password);
  for (const staff of Object.values(FEE_JOURNEY.staff))
    await db
      .insertInto('charity_staff')
      .values({
        ngo_id: charity.id,
        email: staff.email,
        staff_name: staff.name,
        password_hash: passwordHash,
        is_finance: true,
      })
      .execute();
}
