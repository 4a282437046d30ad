import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiMessages } from '../packages/contract/src/messages';
import { charityPageMessages as pageAnswers } from '../packages/contract/src/charity/charity-page-messages';
import { projectDraftMessages as projectAnswers } from '../packages/contract/src/charity/project-draft-messages';
import { accountMessages } from '../apps/web/src/lib/messages/accounts';
import { campaignMessages } from '../apps/web/src/lib/messages/campaigns';
import { charityConsoleMessages } from '../apps/web/src/lib/messages/charity';
import { charityApplicationMessages } from '../apps/web/src/lib/messages/charity-application';
import { donationMessages } from '../apps/web/src/lib/messages/donation';
import { permitMessages } from '../apps/web/src/lib/messages/permits';
import { baseUrl } from './support/athar';
import { expectAccessible } from './support/axe';
import { keepScreenshot, noSidewaysScroll } from './support/browser';
import { fillAccount, fillCampaign } from './support/campaign-creation';
import { CARD, lightbox, payWith, startCardDonation } from './support/card-donation';
import { approveInCatalogue } from './support/catalogue-steps';
import {
  answerOnTracking,
  approveApplication,
  askForChanges,
  fillApplication,
  openApplication,
  sendApplication,
  setStaffPassword,
} from './support/charity-joining';
import { setCharityPage } from './support/charity-page-steps';
import { journeyOperators } from './support/journey-operators';
import { it } from './support/journey-test';
import { campaignDonors } from './support/later-parts';
import { logInOperator } from './support/operator-session';
import {
  approveChange,
  openPaymentSettings,
  proposeAsAdmin,
  waitingChange,
} from './support/payment-settings-steps';
import { approvePermit, askForPermit } from './support/permit-steps';
import { submitProject } from './support/project-draft-steps';
import { enrolStaffFactor } from './support/staff-factor-enrolment';

const fields = accountMessages.accounts.fields;
const create = campaignMessages.createCampaign;
const PASSWORD = 'rawafed-admin-2026';

/** Each screen's charity, from its legal name to the public name its admin gives it and its project. */
const PATH = {
  desktop: {
    legalName: 'جمعية روافد العطاء للتنمية المجتمعية',
    publicName: 'جمعية روافد العطاء',
    project: 'سقيا ماء لقرى الصعيد',
    deceased: 'عبد الستار فهمي',
    donor: 'متبرعة لروافد العطاء',
    smsShortNumber: '77810',
  },
  phone: {
    legalName: 'جمعية روافد البر للتنمية المجتمعية',
    publicName: 'جمعية روافد البر',
    project: 'كسوة الشتاء للأسر الأولى بالرعاية',
    deceased: 'عبد الحليم منصور',
    donor: 'متبرع لروافد البر',
    smsShortNumber: '77811',
  },
} as const;

/** The charity's admin logs in for the first time: the console asks an authenticator first. */
async function firstLogIn(page: Page, email: string, viewport: string): Promise<string> {
  await page.goto(`${baseUrl}/charity/login`);
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.password).fill(PASSWORD);
  await page.getByRole('button', { name: charityConsoleMessages.charity.login.submit }).click();
  return enrolStaffFactor(page, viewport);
}

/** A family picks the charity's project in «اختر مشروعًا» and creates a campaign on it; its page. */
async function createCampaignOn(
  page: Page,
  project: string,
  deceased: string,
  email: string,
): Promise<string> {
  await page.goto(`${baseUrl}/ChooseCampaign`);
  await page.getByRole('tab', { name: campaignMessages.chooseCampaign.showAll }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: project }).click();
  await page.waitForURL(/\/CreateCampaign\/[^/]+\/\d+$/);
  await page.getByText(project).first().waitFor();
  await fillCampaign(page, deceased);
  await fillAccount(page, email);
  await page.getByRole('button', { name: create.next }).click();
  await page.getByText(apiMessages.registeredUnverified).waitFor();
  const created = page.getByRole('dialog', { name: create.successTitle });
  await created.getByRole('button', { name: create.goToCampaign }).click();
  await page.waitForURL(/\/CampaignDonation\/[^/]+\/\d+$/);
  await page.getByRole('heading', { level: 1, name: deceased }).waitFor();
  return page.url();
}

describe('a charity’s whole path on Athar, from its application to a donation (issue 37)', () => {
  it.for(['desktop', 'phone'] as const)(
    'applies, is reviewed and approved, sets itself up, and a family’s campaign on its project is given to, on a %s',
    { timeout: 240_000 },
    async (viewport, { openPage }) => {
      const charity = PATH[viewport];
      const email = `whole-path-${viewport}-${Date.now()}@example.com`;
      const suffix = viewport === 'desktop' ? 'Desktop' : 'Phone';
      const onboarding = journeyOperators()[`wholePathOnboarding${suffix}`];
      const catalogue = journeyOperators()[`wholePathCatalogue${suffix}`];

      // the charity applies on the public page, with its documents
      const { page: applicant } = await openPage(viewport);
      await applicant.goto(`${baseUrl}/JoinAsCharity`);
      await fillApplication(applicant, charity.legalName, email);
      const tracking = await sendApplication(applicant, email);

      // an onboarding operator asks for a change; the applicant answers on the tracking page
      const { page: desk } = await openPage(viewport);
      await logInOperator(desk, onboarding);
      await openApplication(desk, charity.legalName);
      await askForChanges(desk, onboarding, 'أرفقوا قرار مجلس الإدارة موقّعًا ومختومًا');
      await answerOnTracking(applicant, tracking, 'أرفقوا قرار مجلس الإدارة موقّعًا ومختومًا');
      await applicant.getByText(charityApplicationMessages.tracking.statuses.submitted).waitFor();

      // the operator approves (the code given above is still fresh): the applicant is its first admin
      await openApplication(desk, charity.legalName);
      const invitation = await approveApplication(desk, email);
      await setStaffPassword(applicant, invitation, PASSWORD);
      const secret = await firstLogIn(applicant, email, viewport);

      // the admin sets the charity's page, proposes where its money goes, writes a project, asks a permit
      await setCharityPage(applicant, {
        name: charity.publicName,
        description: 'جمعية أهلية مشهرة تعمل في قرى الصعيد منذ 2017: سقيا الماء وكسوة الشتاء وكفالة الأيتام.',
      });
      await keepScreenshot(applicant, `whole-path-charity-page-${viewport}`, { fullPage: true });
      await openPaymentSettings(applicant);
      await proposeAsAdmin(
        applicant,
        secret,
        {
          merchant_id: 'TESTATHAR01',
          merchant_name: 'RAWAFED CHARITY',
          paymob_account: '',
          wallet_integration_id: '',
          kiosk_integration_id: '',
          meeza_integration_id: '',
          sms_short_number: charity.smsShortNumber,
          bank: 'البنك الأهلي المصري',
          account_holder: charity.legalName,
          iban: 'EG38 0019 0005 0000 0000 2631 8000 2',
        },
        'حساب البطاقات الذي فتحه البنك للجمعية',
      );
      await submitProject(applicant, {
        name: charity.project,
        description: 'توصيل المياه النظيفة إلى بيوت القرى البعيدة عن الشبكة، مع صيانة عام كامل.',
        amountEgp: '1500',
      });
      const permit = `WP-${viewport === 'desktop' ? 'D' : 'P'}${Date.now()}`;
      await askForPermit(applicant, permit, 'سقيا الماء وكسوة الشتاء');
      expect(await noSidewaysScroll(applicant)).toBe(true);
      await keepScreenshot(applicant, `whole-path-permit-asked-${viewport}`, { fullPage: true });

      // the onboarding operator approves the payment settings and the permit
      await approveChange(desk, await waitingChange(desk, charity.legalName), charity.legalName);
      await approvePermit(desk, permit);
      // the catalogue operator approves the new name and the project
      const { page: shelf } = await openPage(viewport);
      await logInOperator(shelf, catalogue);
      await approveInCatalogue(shelf, charity.publicName, pageAnswers.nameApproved);
      await approveInCatalogue(shelf, charity.project, projectAnswers.approved);

      // the charity sees its permit in force and its card merchant among the settings in force
      await applicant.reload();
      await applicant
        .getByRole('list', { name: permitMessages.listLabel })
        .getByRole('listitem')
        .filter({ hasText: permit })
        .getByText(permitMessages.inForceToday)
        .waitFor();
      await openPaymentSettings(applicant);
      await applicant.getByText('TESTATHAR01').waitFor();

      // a family creates a campaign on the project; a donor gives by card in the bank's hosted checkout
      const { page: family } = await openPage(viewport);
      const campaign = await createCampaignOn(family, charity.project, charity.deceased, `family-${email}`);
      await keepScreenshot(family, `whole-path-campaign-${viewport}`);
      const { page: donor } = await openPage(viewport);
      await startCardDonation(donor, campaign, charity.donor, '٥٠٠');
      await payWith(await lightbox(donor), CARD.approved);
      const thanked = donor.getByRole('dialog', { name: donationMessages.donation.successTitle });
      await thanked.getByText(donationMessages.donation.successCard).waitFor();
      await thanked.getByRole('button', { name: donationMessages.donation.done }).click();
      const donors = await campaignDonors(donor);
      await donors.getByText(charity.donor).first().waitFor();
      await donors.scrollIntoViewIfNeeded();
      await expectAccessible(donor);
      await keepScreenshot(donor, `whole-path-donated-${viewport}`, { fullPage: false });
    },
  );
});
