import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './support/journey-test';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { seriousA11yViolations } from './support/axe';
import { donationNumber, fillCashDonation, openDonationForm } from './support/cash-donation';
import { revealLaterParts } from './support/later-parts';
import { baseUrl } from './support/athar';
import { demoRecords } from './support/demo-records';

/** Seeded campaigns: one to share (any will do), and one whose charity takes cash. */
const { noPaymentCampaign, cashAndCardCampaign } = demoRecords();
const CAMPAIGN_CODE = noPaymentCampaign.code;
const SHOTS = '/tmp/shots-share';
const text = campaignMessages.campaignPage;

/** The message a wa.me link carries. */
function sharedText(href: string | null): string {
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

describe('sharing a campaign on WhatsApp with a ready message (issue 20)', () => {
  it('puts WhatsApp first on a phone, with the chosen moment’s message and the SMS line', async ({
    openPage,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const { page } = await openPage('phone');
    await page.goto(`${baseUrl}/${CAMPAIGN_CODE}`);
    await revealLaterParts(page);
    const group = page.getByRole('group', { name: text.shareLabel });
    const whatsapp = group.getByRole('link', { name: new RegExp(text.share.whatsapp) });
    await whatsapp.waitFor();
    // WhatsApp before Facebook, and before the short link
    const firstLink = group.getByRole('link').first();
    expect(await firstLink.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const message = sharedText(await whatsapp.getAttribute('href'));
    expect(message).toContain(`${baseUrl}/${CAMPAIGN_CODE}`);
    expect(message).toContain(`T${CAMPAIGN_CODE}`);
    expect(message).toMatch(/رحمه الله|رحمها الله/);

    await group.getByText(text.share.preview).click();
    await group.scrollIntoViewIfNeeded();
    await group.screenshot({ path: `${SHOTS}/share-phone-condolence.png` });
    await page.screenshot({ path: `${SHOTS}/campaign-page-phone.png`, fullPage: true });

    await group.getByLabel(text.share.momentLabel).selectOption('friday');
    expect(sharedText(await whatsapp.getAttribute('href'))).toContain('جمعة مباركة');
    await group.screenshot({ path: `${SHOTS}/share-phone-friday.png` });
    // nothing sticks out of the 360 px page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('offers the thank-you message after a donation', async ({ openPage }) => {
    const { page } = await openPage('phone');
    // a campaign whose charity takes cash (as in charity-console.e2e.ts)
    const form = await openDonationForm(page, `${baseUrl}/${cashAndCardCampaign.code}`);
    await fillCashDonation(form, { name: 'متبرع المشاركة', email: 'share.donor@example.com', amount: '120' });
    await form.getByRole('button', { name: donationMessages.donation.submit }).click();
    expect(await donationNumber(page)).toBeGreaterThan(0);
    const dialog = page.getByRole('dialog', { name: donationMessages.donation.successTitle });
    const whatsapp = dialog.getByRole('link', { name: new RegExp(text.share.whatsapp) });
    const message = sharedText(await whatsapp.getAttribute('href'));
    expect(message).toContain('تبرعتُ في ذكرى');
    expect(message).toContain('شاركوني الأجر');
    expect(await dialog.getByRole('combobox').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/donation-success-phone.png` });
  });

  it('shows link previews a JPEG under 300 KB of 1200×630', async () => {
    const html = await (await fetch(`${baseUrl}/${CAMPAIGN_CODE}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(image).toMatch(/\/og\/campaign\/\d+\.jpg\?v=/);
    const response = await fetch(new URL(new URL(image!).pathname + new URL(image!).search, baseUrl));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(300 * 1024);
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    fs.writeFileSync(`${SHOTS}/og-${CAMPAIGN_CODE}.jpg`, body);
  });
});
