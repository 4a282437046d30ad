import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countWords } from '@athar/contract/plural';
import { messages } from '../messages';
import { campaignMessages } from './campaigns';
import { discoveryMessages } from './discovery';
import { donationMessages } from './donation';

/**
 * The words a bereaved family reads, read end to end once (PRODUCT.md §11.5) and kept so: every file that
 * holds interface text, mail text or site content is scanned for the words that were taken out.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

function filesUnder(folder: string, ending: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => ending.test(name) && !/\.test\.ts$/.test(name))
    .map((name) => path.join(folder, name));
}

const COPY_FILES = [
  'apps/web/index.html',
  'apps/web/src/lib/messages.ts',
  ...filesUnder('apps/web/src/lib/messages', /\.ts$/),
  ...filesUnder('apps/web/src/features/info/content', /\.ts$/),
  'packages/contract/src/messages.ts',
  'packages/contract/src/charity/messages.ts',
  'packages/contract/src/accounts/statement-text.ts',
  'packages/contract/src/charity/permit-messages.ts',
  'apps/api/src/services/mail-outbox/permit-mails.ts',
  'packages/contract/src/deceased-gender.ts',
  'packages/contract/src/plural.ts',
  'apps/pay/src/messages.ts',
  ...filesUnder('apps/pay/src/bank/simulator', /\.ts$/),
  'apps/api/src/services/mail-outbox/compose-mail.ts',
  'apps/api/src/services/account-mails.ts',
  'apps/api/src/services/charity/staff-mails.ts',
  'apps/api/src/routes/contact.ts',
  'apps/api/src/lib/app-shell.ts',
  'apps/api/src/lib/donation-channel.ts',
  'apps/api/src/db/migrations/046_site_content_history.sql',
  'packages/contract/src/about/site-content-messages.ts',
  'apps/web/src/lib/messages/operator-content.ts',
  'apps/api/src/db/seed/content/faqs.json',
  'apps/api/src/db/seed/content/projects.json',
  'apps/api/src/db/seed/content/categories.json',
  'apps/api/src/db/seed/content/ngos.json',
];

/** [what is banned, what is said instead] */
const BANNED: [RegExp, string][] = [
  [
    /المتوف[ىي]|متوفى/,
    '«الفقيد/الفقيدة» (deceasedWords.theDeceased where the gender is known), not «المتوفى»',
  ],
  [/كود/, 'one word for the code: «رمز»'],
  [/احتف\S* بحياة/, 'a calque of "celebrate the life of"'],
  [/عملية التحويل|لم تتم عملية/, 'a failed payment is «لم تكتمل عملية الدفع»'],
  [/اً/, 'tanween fath sits on the letter before the alef («شكرًا»), as the interface writes it'],
];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the copy a bereaved family reads (issue 16)', () => {
  it('scans every file of interface, mail and site text', () => {
    expect(COPY_FILES.length).toBeGreaterThan(20);
    for (const file of COPY_FILES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });

  it.each(BANNED)('never says %s', (pattern, instead) => {
    const found = COPY_FILES.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => pattern.test(line)),
    );
    expect(found, instead).toEqual([]);
  });

  it('quotes the hadith on lasting charity with its source wherever it is quoted', () => {
    const quoting = COPY_FILES.filter((file) => read(file).includes('انقطع عمله'));
    expect(quoting).toContain('apps/web/src/lib/messages/campaigns.ts');
    for (const file of quoting) expect(read(file), file).toContain('رواه مسلم');
    const card = campaignMessages.condolenceCard;
    expect(card.hadith).toMatch(/^«إذا مات ابن آدم انقطع عمله إلا من ثلاث: .*»$/);
    expect(card.hadithSource).toContain('رواه مسلم');
  });

  it('closes the condolence card with a short prayer in the deceased’s gender', () => {
    expect(campaignMessages.condolenceCard.prayer('male')).toBe('اللهم اغفر له وارحمه');
    expect(campaignMessages.condolenceCard.prayer('female')).toBe('اللهم اغفر لها وارحمها');
  });

  it('calls a failed payment «لم تكتمل عملية الدفع», as the page is named', () => {
    expect(donationMessages.donation.failedTitle).toBe('لم تكتمل عملية الدفع');
    expect(messages.pages.transactionFailed).toBe(donationMessages.donation.failedTitle);
  });

  it('names the deceased «الفقيد» on the create form, before the gender is chosen', () => {
    const form = campaignMessages.createCampaign;
    expect([form.deceasedTitle, form.deceasedName, form.image]).toEqual([
      'بيانات الفقيد',
      'اسم الفقيد',
      'صورة الفقيد',
    ]);
    expect(discoveryMessages.campaignsListing.searchPlaceholder).toBe('اسم الفقيد…');
  });

  it('names pages in the FAQ as their links in the navigation name them', () => {
    const faq = read('apps/api/src/db/seed/content/faqs.json');
    const named = [...faq.matchAll(/صفحة «([^»]+)»/g)].map((match) => match[1]);
    const links = [
      ...Object.values(messages.footer),
      ...Object.values(messages.userMenu),
      ...Object.values(messages.nav),
    ];
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const name of named) expect(links, name).toContain(name);
    // no page named otherwise: «صفحة» followed by a bare name is a page the navigation does not have
    expect(faq).not.toMatch(/صفحة (اتصل بنا|نصائح النجاح|حملاتي)/);
  });

  it('describes the carousel and its slides in Arabic', () => {
    expect(discoveryMessages.carousel.roleDescription).toBe('شريط عرض');
    expect(discoveryMessages.carousel.slideRoleDescription).toBe('شريحة');
    const carousel = read('apps/web/src/components/carousel.tsx');
    expect(carousel).not.toMatch(/aria-roledescription="/);
  });

  it("counts the navbar search's results in agreement with their number", () => {
    expect([1, 2, 3, 10, 11, 100].map(messages.search.results)).toEqual([
      'نتيجة واحدة',
      'نتيجتان',
      '3 نتائج',
      '10 نتائج',
      '11 نتيجةً',
      '100 نتيجة',
    ]);
    expect(messages.search.results).toBe(countWords.results);
  });
});
