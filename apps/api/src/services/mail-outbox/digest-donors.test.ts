import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createAppWithSettings, createUser } from '../../test/factories';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import type { TestApp } from '../../test/test-app';
import { oneEngine } from '../../test/test-database';
import { sendDailyDigests } from './daily-digest';
import { DIGEST_DONORS_SHOWN } from './digest-donors';

/** The creator's daily digest names the day's donors as the family may see them (docs/decisions/018). */
describe.each(oneEngine)("the daily digest's donors on %s", (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
    campaign = await createCreatorCampaign(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('names public, amount-hidden and family donors, with amounts only where allowed, and never an anonymous name', async () => {
    const shy = await createUser(t.db, { user_name: 'وليد الخجول', hide_data: true });
    const gifts = [
      { donor: 'سامي الظاهر', visibility: 'public', amount: 11_100 },
      { donor: 'نادية المخفي مبلغها', visibility: 'amount_hidden', amount: 22_200 },
      { donor: 'رامي العائلي', visibility: 'family', amount: 33_300 },
      { donor: 'هدى المجهولة', visibility: 'anonymous', amount: 44_400 },
      { donor: 'وليد الخجول', visibility: 'family', amount: 55_500, userId: shy.id },
    ] as const;
    let minute = 0;
    for (const gift of gifts) {
      minute += 1;
      await createDonation(t.db, campaign, {
        ...gift,
        type: 'card',
        status: 'confirmed',
        at: new Date(Date.UTC(2024, 6, 15, 9, minute)),
      });
    }
    expect(await sendDailyDigests(t.app, '2024-07-15')).toBe(1);
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(campaign.creator.email);
    expect(mail.text).toContain(
      `المتبرعون: سامي الظاهر (111 ج.م)، نادية المخفي مبلغها، رامي العائلي (333 ج.م)، ${ANONYMOUS_DONOR_NAME} (444 ج.م)، ${ANONYMOUS_DONOR_NAME} (555 ج.م)`,
    );
    for (const hidden of ['هدى', 'وليد', '222']) {
      expect(mail.text).not.toContain(hidden);
      expect(String(mail.html)).not.toContain(hidden);
    }
  });

  it('names at most a few dozen donors of a busy day, and says there were others', async () => {
    const busy = await createCreatorCampaign(t.db);
    for (let gift = 0; gift <= DIGEST_DONORS_SHOWN; gift += 1)
      await createDonation(t.db, busy, {
        type: 'card',
        status: 'confirmed',
        amount: 10_000,
        donor: `متبرع ${gift}`,
        at: new Date(Date.UTC(2024, 6, 17, 9, 0, gift)),
      });
    expect(await sendDailyDigests(t.app, '2024-07-17')).toBe(1);
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(busy.creator.email);
    expect(mail.text).toContain(`متبرع ${DIGEST_DONORS_SHOWN - 1} (100 ج.م)، وغيرهم`);
    expect(mail.text).not.toContain(`متبرع ${DIGEST_DONORS_SHOWN} `);
  });
});
