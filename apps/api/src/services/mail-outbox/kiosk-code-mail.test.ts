import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_PAYMENT_STEPS } from '@athar/contract/payments/kiosk-steps';
import { createCreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createTestDatabase, oneEngine, type TestDatabase } from '../../test/test-database';
import { composeMail } from './compose-mail';

/**
 * Issue 35: the kiosk code's mail, the receipt page and the checkout each told a donor a different
 * way to pay the code (the checkout in Latin letters). The mail now gives the same steps as the page.
 */
describe.each(oneEngine)('the mail with a kiosk code on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('says how to pay the code in the steps every other place says, in Arabic letters', async () => {
    const { db } = database.handle;
    const campaign = await createCreatorCampaign(db, { title: 'سعاد إبراهيم', deceased_gender: 'female' });
    const donationId = await createDonation(db, campaign, {
      type: 'kiosk',
      email: 'kiosk.donor@example.com',
    });
    const mail = await composeMail(db, 'https://athar.example', {
      kind: 'kiosk_reference',
      payload: {
        donation_id: donationId,
        kiosk_reference: '11223344',
        kiosk_expires_at: '2026-12-08T10:00:00.000Z',
      },
    });
    expect(mail).not.toBeNull();
    const paragraphs = mail!.paragraphs;
    const first = paragraphs.indexOf(KIOSK_PAYMENT_STEPS[0]);
    expect(first).toBeGreaterThan(0);
    expect(paragraphs.slice(first, first + KIOSK_PAYMENT_STEPS.length)).toEqual([...KIOSK_PAYMENT_STEPS]);
    expect(paragraphs).toContain('رمز الدفع: 11223344');
    expect(JSON.stringify(mail)).not.toMatch(/paymob/i);
  });
});
