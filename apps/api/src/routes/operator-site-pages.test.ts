import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContentMessages as text } from '@athar/contract/about/site-content-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const PAGES = '/api/operator/site-pages';
const TERMS = `${PAGES}/terms`;
const RLO = '\u202E';
const LRI = '\u2066';
const RLM = '\u200F';

const termsContent = (clause: string) => ({
  lead: 'شروط أثر بلغة واضحة.',
  entries: [
    { title: 'رسوم الخدمة', text: 'يحصل أثر على 5% من الجمعيات.\n\nولا تُخصم من تبرعك.' },
    { title: 'الاسترداد', text: clause },
  ],
});

describe.each(testEngines)('content pages kept by the catalogue on %s', (engine) => {
  let t: TestApp;
  let cataloguer: string;
  let admin: string;
  let finance: string;
  let cataloguerId: number;
  let op: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    op = operatorCalls(t);
    const keeper = await createOperator(t.db, ['catalogue']);
    cataloguerId = keeper.id;
    cataloguer = await logInOperatorFully(t, keeper);
    admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
  });
  afterAll(() => t.close());

  const publicTerms = async () =>
    (await t.call({ method: 'GET', url: '/api/about/pages/terms' })).json().data[0];
  const currentTermsVersion = async () =>
    (await op.get(TERMS, cataloguer)).json().data[0].current_version as number;

  it('serves the first version of each page from the migration, publicly and cacheably', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/about/pages/how_it_works' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const page = answer.json().data[0];
    expect(page).toMatchObject({ page: 'how_it_works', version: 1 });
    expect(page.entries.map((entry: { title: string }) => entry.title)).toEqual([
      'ابدأ حملتك',
      'انشرها',
      'تابع التبرعات',
    ]);
    const unknown = await t.call({ method: 'GET', url: '/api/about/pages/privacy' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses without a session (401) and to a duty other than the catalogue (403), writing nothing', async () => {
    const before = await currentTermsVersion();
    const anonymous = await t.call({
      method: 'POST',
      url: TERMS,
      payload: { base_version: before, content: termsContent('لا') },
    });
    expect(anonymous.statusCode).toBe(401);
    const listAnonymous = await t.call({ method: 'GET', url: PAGES });
    expect(listAnonymous.statusCode).toBe(401);
    const refused = await op.post(TERMS, finance, { base_version: before, content: termsContent('لا') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(operatorMessages.roleMissing);
    expect((await op.get(PAGES, finance)).statusCode).toBe(403);
    const restore = await op.post(`${TERMS}/restore`, finance, { base_version: before, version: 1 });
    expect(restore.statusCode).toBe(403);
    expect(await currentTermsVersion()).toBe(before);
    expect(await auditEntriesOf(t.db, 'operator.site_page.saved')).toHaveLength(0);
  });

  it('saves a new version that visitors see at once, with who and when, audited', async () => {
    const before = await currentTermsVersion();
    const oldEtag = (await t.call({ method: 'GET', url: '/api/about/pages/terms' })).headers.etag;
    const saved = await op.post(TERMS, cataloguer, {
      base_version: before,
      content: termsContent('لا استرداد بعد التأكيد.'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(text.saved);
    const page = saved.json().data[0];
    expect(page.current_version).toBe(before + 1);
    expect(page.versions[0]).toMatchObject({ version: before + 1, restored_from: null });
    expect(page.versions[0].operator_name).toEqual(expect.any(String));
    expect(page.versions.at(-1)).toMatchObject({ version: 1, operator_name: null });

    const visitors = await t.call({ method: 'GET', url: '/api/about/pages/terms' });
    expect(visitors.headers.etag).not.toBe(oldEtag);
    expect(visitors.json().data[0]).toMatchObject({ version: before + 1, lead: 'شروط أثر بلغة واضحة.' });
    expect(visitors.json().data[0].entries[1].text).toBe('لا استرداد بعد التأكيد.');

    const [entry] = await auditEntriesOf(t.db, 'operator.site_page.saved');
    expect(entry).toMatchObject({ actor_id: cataloguerId, object_kind: 'site_page', object_id: 'terms' });
    expect(entry!.changes).toEqual({ version: [before, before + 1] });

    const again = await op.post(TERMS, cataloguer, {
      base_version: before + 1,
      content: termsContent('لا استرداد بعد التأكيد.'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(text.unchanged);
  });

  it('restores an older version as a new one, the history kept whole; an unknown version is refused', async () => {
    const base = await currentTermsVersion();
    const restored = await op.post(`${TERMS}/restore`, admin, { base_version: base, version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe(text.restored);
    const page = restored.json().data[0];
    expect(page.current_version).toBe(base + 1);
    expect(page.versions[0]).toMatchObject({ version: base + 1, restored_from: 1 });
    expect(page.versions[0].content).toEqual(page.versions.at(-1).content);
    expect(page.versions).toHaveLength(base + 1);
    expect((await publicTerms()).lead).toBe(page.versions.at(-1).content.lead);
    const [entry] = await auditEntriesOf(t.db, 'operator.site_page.restored');
    expect(entry!.changes).toEqual({ version: [base, base + 1], restored_from: [null, 1] });

    const missing = await op.post(`${TERMS}/restore`, admin, { base_version: base + 1, version: 999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(text.versionUnknown);
  });

  it('refuses a save from an older version (a colleague saved first), and of two at once keeps one', async () => {
    const base = await currentTermsVersion();
    const stale = await op.post(TERMS, cataloguer, { base_version: base - 1, content: termsContent('قديم') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(text.staleVersion);

    const answers = await Promise.all(
      ['أول', 'ثان', 'ثالث'].map((clause) =>
        op.post(TERMS, cataloguer, { base_version: base, content: termsContent(clause) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await currentTermsVersion()).toBe(base + 1);
  });

  it('keeps `$`, formulas and marks as written, strips the bidi controls that reorder, refuses empty and long texts in Arabic', async () => {
    const base = await currentTermsVersion();
    const saved = await op.post(TERMS, cataloguer, {
      base_version: base,
      content: {
        lead: `=HYPERLINK("http://x")${RLO}`,
        entries: [
          { title: `$& $1 ${LRI}تبرع${RLM}`, text: '@SUM(A1) +1 -2 $$ 100 جنيه' },
          { title: 'سطر', text: 'فقرة\r\n\r\nثانية' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const page = await publicTerms();
    expect(page.lead).toBe('=HYPERLINK("http://x")');
    expect(page.entries[0]).toEqual({ title: `$& $1 تبرع${RLM}`, text: '@SUM(A1) +1 -2 $$ 100 جنيه' });
    expect(page.entries[1].text).toBe('فقرة\n\nثانية');

    const empty = await op.post(TERMS, cataloguer, {
      base_version: base + 1,
      content: { lead: '', entries: [{ title: `  ${RLO} `, text: 'نص' }] },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().errors ?? {})).toContain(text.titleEmpty);
    const long = await op.post(TERMS, cataloguer, {
      base_version: base + 1,
      content: { lead: '', entries: [{ title: 'عنوان', text: 'ن'.repeat(4001) }] },
    });
    expect(long.statusCode).toBe(400);
    expect(Object.values(long.json().errors ?? {})).toContain(text.textTooLong);
    const none = await op.post(TERMS, cataloguer, {
      base_version: base + 1,
      content: { lead: '', entries: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(Object.values(none.json().errors ?? {})).toContain(text.entriesEmpty);
    expect(await currentTermsVersion()).toBe(base + 1);
  });

  it('edits an FAQ list: the visitors see its questions in the new order', async () => {
    const list = await op.get(PAGES, cataloguer);
    expect(
      list
        .json()
        .data.map((row: { page: string }) => row.page)
        .sort(),
    ).toEqual(['faq_creators', 'faq_donators', 'how_it_works', 'success_tips', 'terms', 'trust']);
    const base = (await op.get(`${PAGES}/faq_creators`, cataloguer)).json().data[0].current_version;
    const saved = await op.post(`${PAGES}/faq_creators`, cataloguer, {
      base_version: base,
      content: {
        entries: [
          { title: 'متى تظهر حملتي؟', text: 'حين تبلغ 100 جنيه.' },
          { title: 'هل أدفع شيئًا؟', text: 'لا.' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const faq = (await t.call({ method: 'GET', url: '/api/about/faq' })).json().data[0];
    expect(faq.creators).toEqual([
      { question: 'متى تظهر حملتي؟', answer: 'حين تبلغ 100 جنيه.' },
      { question: 'هل أدفع شيئًا؟', answer: 'لا.' },
    ]);
  });
});
