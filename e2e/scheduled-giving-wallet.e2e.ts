import { formatEgp } from '../packages/contract/src/money';
import { describe, expect } from 'vitest';
import { formatPiasters } from '../packages/contract/src/money';
import { piasters } from '../packages/contract/src/piasters';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { givingMessages } from '../apps/web/src/lib/messages/giving';
import { schedulePhoneText as phoneText } from '../apps/web/src/lib/messages/schedule-phone';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { giveConsent } from './support/consent';
import { payByWallet, TEST_WALLET } from './support/gateway-donation';
import { it } from './support/journey-test';
import { revealLaterParts } from './support/later-parts';
import { smsInbox } from './support/sms';
import { atharWithTestClock, cairoInstant } from './support/test-clock';
import { DEMO_ACCOUNT } from '../apps/api/src/db/seed/demo';
import { demoRecords } from './support/demo-records';

/**
 * Scheduled giving by wallet (docs/decisions/020): a donor schedules the 27th night of Ramadan to be paid
 * from a mobile wallet and confirms the phone's texts with the code it was texted (026). On the night the
 * job mails and texts the one-tap link; the donor opens it, finds
 * the form filled in — the amount, the wallet, and the donor as the schedule knows them, the e-mail and
 * phone masked (issue 35) — taps once to the wallet's checkout, pays, and the night is given: the donor's schedule page and the
 * family's page say so. Its own Athar with TEST_CLOCK=on, as the card journey.
 */

/** A seeded campaign whose charity takes wallets, and its creator (every seeded account has the demo password). */
const CAMPAIGN = demoRecords().walletSchedule;
const CREATOR = { email: CAMPAIGN.creatorEmail, password: DEMO_ACCOUNT.password };
const NIGHT_EGP = 100;
/** the schedule's phone is the simulator's wallet that approves: the night's gift is paid from it */
const DONOR = { name: 'متبرع ليلة القدر', email: 'night27.wallet@example.com', phone: TEST_WALLET.approves };

const { athar, setClock, runJob, mailedHref } = atharWithTestClock();
const { textedTo } = smsInbox(athar, runJob);

describe('scheduled giving by wallet (issue 21)', () => {
  it('pays the 27th night from its one-tap link, and the night counts as given for the donor and the family', async ({
    openPage,
  }) => {
    const text = givingMessages;
    const { page } = await openPage('phone');
    await page.goto(`${athar().baseUrl}/${CAMPAIGN.code}`);
    await revealLaterParts(page);

    await page.getByRole('button', { name: text.entry.open }).click();
    const form = page.getByRole('dialog', { name: text.entry.dialogTitle('').trim() });
    await form.getByRole('radio', { name: text.patterns.night_27 }).check();
    const previewed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/giving-schedules/preview' &&
        new URL(response.url()).searchParams.get('amount') === String(NIGHT_EGP),
    );
    await form.getByLabel(text.units.night.amount).fill(String(NIGHT_EGP));
    await form.getByRole('radio', { name: text.methods.wallet }).check();
    await form.getByLabel(text.fields.donorName).fill(DONOR.name);
    await form.getByLabel(text.fields.email).fill(DONOR.email);
    await form.getByLabel(text.fields.phone).fill(DONOR.phone);
    await giveConsent(form);
    const preview = ((await (await previewed).json()) as { data: { nights: { night: string }[] } }).data;
    expect(preview.nights).toHaveLength(1);
    const night = preview.nights[0]!.night;
    await form.getByRole('button', { name: text.submit }).click();
    await form.getByRole('heading', { name: text.done.title }).waitFor();
    await form.getByText(phoneText.codeTexted).waitFor();

    // the phone confirms its texts (docs/decisions/026): the code it was texted, typed on the schedule's
    // page behind the set-up mail's link, in Arabic-Indic digits
    const code = await textedTo(DONOR.phone, /هو (\d{6})\./);
    const setUpPage = await mailedHref(DONOR.email, /href="([^"]*\/GivingSchedule\/\d+\?token=[^"&]+)"/);
    const { page: schedulePage } = await openPage('phone');
    await schedulePage.goto(setUpPage);
    const phonePanel = schedulePage.getByRole('region', { name: phoneText.title });
    await phonePanel.getByText(phoneText.waiting).waitFor();
    expect(await noSidewaysScroll(schedulePage)).toBe(true);
    await expectAccessible(schedulePage);
    await keepScreenshot(schedulePage, 'scheduled-giving-wallet-phone', { fullPage: false });
    await phonePanel.getByLabel(phoneText.code).fill(code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    await phonePanel.getByRole('button', { name: phoneText.confirm }).click();
    await phonePanel.getByText(phoneText.confirmed).waitFor();

    // the night at 20:30 Cairo time: no charge, a one-tap link by mail and, the phone confirmed, SMS
    await setClock(cairoInstant(night, '20:30'));
    expect((await runJob('scheduled-giving')).data).toMatchObject({ output: { claimed: { links: 1 } } });
    expect(
      await textedTo(DONOR.phone, new RegExp(`(https?://\\S+/Campaign/${CAMPAIGN.id}\\?give=\\S+)`)),
    ).toContain('method=wallet');
    const oneTap = await mailedHref(
      DONOR.email,
      new RegExp(`href="([^"]*/Campaign/${CAMPAIGN.id}\\?give=[^"]+)"`),
    );
    expect(new URL(oneTap).searchParams.get('night')).toMatch(/^n\.\d+\./);

    // the link opens the donation form with the night's amount and the wallet chosen, and gives as the
    // schedule's donor: one line in place of the name and e-mail, one in place of the wallet's number
    const { page: donor } = await openPage('phone');
    await donor.goto(oneTap);
    const donation = donor.getByRole('dialog', { name: /تبرّع في ذكرى/ });
    const known = donationMessages.donation.nightDonor;
    const donorLine = donation.getByRole('paragraph').filter({ hasText: known.givesAs });
    expect(await donorLine.innerText()).toContain(
      `${known.givesAs} ${DONOR.name} (n•••@example.com) — ${known.change}`,
    );
    const phoneLine = donation.getByRole('paragraph').filter({ hasText: known.walletPhone });
    expect(await phoneLine.innerText()).toContain(
      `${known.walletPhone} ${DONOR.phone.slice(-3)} — ${known.change}`,
    );
    expect(await donation.getByLabel(donationMessages.donation.fields.userName).count()).toBe(0);
    expect(await donation.getByLabel(donationMessages.donation.fields.email).count()).toBe(0);
    // the night's amount is one the sheet offers: its chip is chosen
    const amount = donation.getByRole('radio', { name: formatEgp(NIGHT_EGP) });
    await expect.poll(() => amount.isChecked()).toBe(true);
    expect(
      await donation
        .getByRole('radio', { name: donationMessages.donation.methods.wallet, exact: true })
        .isChecked(),
    ).toBe(true);
    expect(await noSidewaysScroll(donor)).toBe(true);
    await expectAccessible(donor);
    await keepScreenshot(donor, 'scheduled-giving-wallet-link', { fullPage: false });
    await phoneLine.scrollIntoViewIfNeeded();
    await keepScreenshot(donor, 'scheduled-giving-wallet-link-phone', { fullPage: false });
    // one tap to the wallet's checkout, the schedule's number already on it (the server filled it in)
    await donation.getByRole('button', { name: donationMessages.donation.submit }).click();
    await donor.waitForURL((url) => url.href.startsWith(`${athar().payUrl}/paymob/unifiedcheckout`));
    await keepScreenshot(donor, 'scheduled-giving-wallet-checkout', { fullPage: false });
    await payByWallet(donor, DONOR.phone, 'given on the form');
    await donor
      .getByRole('dialog', { name: donationMessages.donation.successTitle })
      .getByText(donationMessages.donation.successCard)
      .waitFor();

    // the donor's schedule page: the night is given
    // the night's mail carries a fresh self-service link (the set-up mail's expired since: 30 days)
    const manage = await mailedHref(
      DONOR.email,
      /href="([^"]*\/GivingSchedule\/\d+\?token=[^"]+night=[^"]+)"/,
    );
    await donor.goto(manage);
    await donor.getByText(text.statuses.active, { exact: true }).waitFor();
    await donor.getByText(text.units.night.statuses.confirmed, { exact: true }).waitFor();

    // the family's page counts the night's gift
    const { page: family } = await openPage('phone');
    await family.goto(`${athar().baseUrl}/Login`);
    const accounts = accountMessages.accounts;
    await family.getByRole('heading', { name: accounts.login.title }).waitFor();
    await family.getByLabel(accounts.fields.email).fill(CREATOR.email);
    await family.getByLabel(accounts.fields.password).fill(CREATOR.password);
    await family.getByRole('button', { name: accounts.login.submit }).click();
    await family.waitForURL((url) => !url.pathname.startsWith('/Login'));
    await family.goto(`${athar().baseUrl}/Campaign/${CAMPAIGN.id}/family`);
    const panel = family.getByRole('region', { name: text.family.title });
    await panel.getByText(text.units.night.givers(1)).waitFor();
    await panel.getByText(text.units.night.confirmed(1, formatPiasters(piasters(NIGHT_EGP * 100)))).waitFor();
    await panel.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(family)).toBe(true);
    await expectAccessible(family);
    await keepScreenshot(family, 'scheduled-giving-wallet-family', { fullPage: false });
  }, 240_000);
});
