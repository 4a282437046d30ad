import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { createCharity } from '../../apps/api/src/test/charity-factories';
import { STAFF_PASSWORD } from '../../apps/api/src/test/staff-factories';
import { insertEnrolledAdmin } from './demo-charity-admins';

/**
 * The payment-settings journey's own charities (issue 37), one per screen: each joined by an approved
 * application (so the operators' review page holds its payment settings) and takes cards through a
 * merchant of the bank simulator; its admin logs in with STAFF_PASSWORD and an authenticator of a
 * known secret (journey data only), and is the one mailed when a change is decided. No other journey
 * leans on them, so changing where their money goes moves no other journey's donation.
 */
export const PAYMENT_JOURNEY = {
  desktop: {
    ngo_name: 'جمعية بذور الأمل للتنمية',
    admin: {
      email: 'payments.desktop@journey.athar.local',
      name: 'منار الحسيني',
      secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
    },
  },
  phone: {
    ngo_name: 'جمعية نبع الوفاء الخيرية',
    admin: {
      email: 'payments.phone@journey.athar.local',
      name: 'وليد الصيرفي',
      secret: 'OV3HQ6L2GEZTINJWG44DSMBRGIZTINJW',
    },
  },
  password: STAFF_PASSWORD,
} as const;

export async function seedPaymentSettingsJourney(db: DatabaseHandle['db']): Promise<void> {
  const city = await db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(PAYMENT_JOURNEY.password);
  for (const { ngo_name, admin } of [PAYMENT_JOURNEY.desktop, PAYMENT_JOURNEY.phone]) {
    const charity = await createCharity(db, { ar_name: ngo_name, card: true });
    await db
      .insertInto('charity_applications')
      .values({
        status: 'approved',
        ngo_id: charity.id,
        legal_name: ngo_name,
        registration_number: `${charity.id}/2019`,
        city_id: city.id,
        address: 'شارع الجلاء، دمنهور',
        contact_name: admin.name,
        contact_phone: '01012345678',
        contact_email: admin.email,
        bank: 'nbe',
        account_holder: ngo_name,
        iban: 'EG380019000500000000263180002',
        tracking_hash: randomBytes(32),
      })
      .execute();
    await insertEnrolledAdmin(db, charity.id, admin, passwordHash);
  }
}
