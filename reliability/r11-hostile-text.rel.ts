import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { validationMessages } from '@athar/contract/messages';
import { escapeHtml } from '@athar/api/lib/app-shell';
import {
  createLoggedInUser,
  multipartPayload,
  testPicture,
  type LoggedInUser,
} from '@athar/api/test/factories';
import { signedCall } from '@athar/api/test/signed-call';
import {
  createLoggedInStaff,
  createStaffWithRoles,
  type LoggedInStaff,
} from '@athar/api/test/staff-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { parseCsv } from '@athar/api/test/parse-csv';
import { bankStatementCsv } from '@athar/pay/bank/statement/bank-statement';
import { uploadSettlement } from '../integration/payments/settlement-files';
import { OPERATOR_ROLES } from '@athar/contract/operator/roles';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { donationBody, findPaymentCampaign, type PaymentCampaign } from './support/donations';
import { loadOperations } from './support/openapi';
import { recordResult } from './support/results';
import { fillPath, listRoutes } from './support/routes';
import { createWebDist } from './support/web-dist';

/**
 * R11: text and numbers a person types, taken the way a hostile one would type them, through the
 * real paths (forms, the charity console, the HTML the server renders):
 * - `$` replacement patterns in a campaign's texts must not rewrite the page shell around them;
 * - bidi controls must not reach the names and comments everybody sees;
 * - numbers must be decimal: `0x64` is not 100 EGP, `0x1` is not id 1, on every numeric parameter;
 * - a bank statement's description is the bank's evidence: kept as written less its bidi controls,
 *   never a formula in a CSV.
 */
const PATTERNS = "$` $' $& $1 $$";
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const SCOPED = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const sprinkle = (text: string) => `\u202E${[...text].join('\u2067')}${SCOPED}\u200F\u200E\u061C`;
const ARABIC = /[\u0600-\u06FF]/;
const count = (text: string, part: string) => text.split(part).length - 1;
/** A text as the shell's initial data block writes it. */
const asJson = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c');

describe.each(testEngines)('R11 hostile text and numbers on %s', (engine) => {
  const web = createWebDist();
  let t: TestApp;
  let creator: LoggedInUser;
  let staff: LoggedInStaff;
  let campaign: PaymentCampaign;
  let projectId: number;
  const started = Date.now();

  beforeAll(async () => {
    t = await createTestApp(engine, { webDistDir: web.dir });
    creator = await createLoggedInUser(t.db);
    campaign = await findPaymentCampaign(t.db);
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    projectId = (
      await t.db
        .selectFrom('campaigns')
        .select('project_id')
        .where('id', '=', campaign.id)
        .executeTakeFirstOrThrow()
    ).project_id;
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  async function createCampaign(title: string, description: string): Promise<number> {
    const form = await multipartPayload({
      project_id: String(projectId),
      campaign_title: title,
      campaign_description: description,
      msisdn: '01012345678',
      consent: 'true',
    });
    const response = await t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: form.payload,
      headers: { ...form.headers, ...creator.auth },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0].campaign_id;
  }

  /** A cash gift of 150 EGP, collected at home: the campaign passes 100 EGP and is listed. */
  async function giveAndCollect(campaignId: number, overrides: Record<string, unknown> = {}) {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      payload: donationBody({ ...campaign, id: campaignId }, 'cash', 150, overrides),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data[0].donation_id;
    const collected = await t.call({
      method: 'POST',
      url: `/api/charity/donations/${id}/collected`,
      headers: staff.auth,
    });
    expect(collected.statusCode).toBe(200);
  }

  it('serves home, /Campaigns and the campaign page whole when its texts hold $ patterns', async () => {
    const id = await createCampaign('حسن عبد الرحمن', `وصف ${PATTERNS} وصف ${PATTERNS}`);
    // no form takes `$` in a name; a title stored before the name rules (or by the seed) may hold one
    await t.db
      .updateTable('campaigns')
      .set({ title: `حسن ${PATTERNS}` })
      .where('id', '=', id)
      .execute();
    await giveAndCollect(id);
    const stored = await t.db
      .selectFrom('campaigns')
      .select(['title', 'description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const problems: string[] = [];
    for (const url of ['/', '/Campaigns', `/CampaignDonation/any/${id}`]) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const page = url.startsWith('/CampaignDonation/');
      const expect1 = (what: string, found: number, wanted: number) => {
        if (found !== wanted) problems.push(`${url}: ${what} ${found} times, not ${wanted}`);
      };
      expect1('the title in the data block', count(html, asJson(stored.title)), 1);
      expect1('the description in the data block', count(html, asJson(stored.description)), 1);
      expect1('the escaped title', count(html, escapeHtml(`في ذكرى ${stored.title}`)), page ? 3 : 0);
      expect1('the escaped description', count(html, escapeHtml(stored.description)), page ? 3 : 0);
      for (const fragment of ['<!doctype html>', '<head>', '</head>', '<body>', '<div id="root">', '<title>'])
        expect1(fragment, count(html, fragment), 1);
      expect1('the data block', count(html, `id="${INITIAL_DATA_ELEMENT_ID}"`), 1);
      if (!html.endsWith('</body></html>')) problems.push(`${url}: something follows </html>`);
      const block = /<script type="application\/json"[^>]*>([^]*?)<\/script>/.exec(html)?.[1] ?? '';
      try {
        JSON.parse(block);
      } catch {
        problems.push(`${url}: the data block is not JSON`);
      }
    }
    expect(problems).toEqual([]);
    recordResult(
      'R11',
      `$ patterns in the HTML shell, ${engine}`,
      true,
      '3 pages whole',
      Date.now() - started,
    );
  });

  it('shows names and comments without bidi controls on every public answer', async () => {
    const profile = await multipartPayload(
      { user_name: sprinkle('ماجد السيد'), msisdn: '', hide_data: 'false', current_pic: '' },
      { field: 'profile_pic', name: 'me.png', type: 'image/png', bytes: await testPicture('png') },
    );
    const updated = await t.call({
      method: 'PUT',
      url: '/api/users',
      payload: profile.payload,
      headers: { ...profile.headers, ...creator.auth },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // names lose every control and mark; comments and descriptions the controls that reorder what
    // follows (a mark may place a bracket in mixed prose), so these carry controls only
    const id = await createCampaign(sprinkle('يوسف الشريف'), `كان \u202Eسندًا\u2069 لنا`);
    await giveAndCollect(id, { user_name: sprinkle('هدى رمضان'), comment: `\u202Eرحمه\u2067 الله${SCOPED}` });

    const urls = [
      `/api/campaigns/donations?campid=${id}`,
      `/api/campaigns/details?campid=${id}`,
      '/api/campaigns/details?offset=0&rowscount=20&filter=desc',
      `/api/search?text=${encodeURIComponent('يوسف الشريف')}`,
      `/CampaignDonation/any/${id}`,
    ];
    const problems: string[] = [];
    const bodies: string[] = [];
    for (const url of urls) {
      const response = await t.call({ method: 'GET', url });
      if (response.statusCode !== 200) problems.push(`${url}: ${response.statusCode}`);
      if (BIDI.test(response.body)) problems.push(`${url}: a bidi control in the answer`);
      bodies.push(response.body);
    }
    for (const name of ['يوسف الشريف', 'ماجد السيد', 'هدى رمضان', 'رحمه الله'])
      if (!bodies.some((body) => body.includes(name))) problems.push(`${name} shown nowhere`);
    const records = await t.call({ method: 'GET', url: '/api/charity/donations', headers: staff.auth });
    if (BIDI.test(records.body)) problems.push('charity records: a bidi control');
    expect(problems).toEqual([]);
    recordResult(
      'R11',
      `bidi controls in public names, ${engine}`,
      true,
      `${urls.length} answers clean`,
      Date.now() - started,
    );
  });

  it("keeps a bank statement line's description as the bank wrote it less its bidi controls: text in both queues, never a formula in the CSV", async () => {
    const finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
    const description = `=HYPERLINK("http://evil.example","اضغط"), ${PATTERNS} ${sprinkle('إيداع')} <b>x</b>`;
    const reference = `R11-STATEMENT-${engine}`;
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const file = bankStatementCsv([{ day: yesterday, reference, amount: 12_300, description }]);
    const answer = await uploadSettlement({ t }, finance, file, 'r11-statement.csv', campaign.ngo_id);
    expect(answer.statusCode, answer.body).toBe(200);
    const kept = description.replace(new RegExp(BIDI.source, 'g'), '');

    const operators = await operatorCalls(t).get('/api/operator/settlement/exceptions?limit=200', finance);
    type Listed = { reference: string | null; description: string | null };
    const listed = (operators.json().data[0].exceptions as Listed[]).find(
      (item) => item.reference === reference,
    );
    expect(listed?.description).toBe(kept);
    const charityFinance = await createStaffWithRoles(t.db, campaign.ngo_id, { finance: true });
    const own = await t.call({
      method: 'GET',
      url: '/api/charity/reconciliation',
      headers: charityFinance.auth,
    });
    const ownListed = (own.json().data[0].exceptions as Listed[]).find(
      (item) => item.reference === reference,
    );
    expect(ownListed?.description).toBe(kept);

    const csv = await operatorCalls(t).get('/api/operator/settlement/exceptions.csv', finance);
    expect(csv.statusCode).toBe(200);
    const cells = parseCsv(csv.body.replace(/^\uFEFF/, '')).flat();
    expect(cells).toContain(`'${kept}`);
    expect(cells.filter((cell) => /^[=+@-]/.test(cell))).toEqual([]);
    recordResult('R11', `a statement's description, ${engine}`, true, 'kept as text', Date.now() - started);
  });

  it('takes amounts and ids in decimal digits only, on every numeric parameter', async () => {
    const countDonations = async () =>
      Number(
        (
          await t.db
            .selectFrom('donations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countDonations();
    const problems: string[] = [];
    for (const amount of ['0x64', '0X3E8', '0b1100100', '0o144', '1e3', 'Infinity', '+150', '٠x٦٤']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/donations',
        payload: donationBody(campaign, 'card', 150, { amount }),
      });
      if (
        response.statusCode !== 400 ||
        response.json().errors?.['donation.amount'] !== validationMessages.amountNotNumber
      )
        problems.push(`amount ${amount}: ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    if ((await countDonations()) !== before) problems.push('a donation was recorded');

    // every numeric query and path parameter of every GET route, from the OpenAPI document
    const operations = await loadOperations(t.app);
    const visitor = await createLoggedInUser(t.db);
    // the charity's calls take a staff member of every role (one without a room's role meets a 403 first)
    const charityStaff = await createStaffWithRoles(t.db, campaign.ngo_id, {
      admin: true,
      collector: true,
      editor: true,
      finance: true,
    });
    // the operators' calls take an operator's cookie, of every duty (the login's code is a fresh one)
    const operator = await logInOperatorFully(t, await createOperator(t.db, [...OPERATOR_ROLES]));
    let checked = 0;
    for (const route of listRoutes(t.app).filter((r) => r.method === 'GET' && r.path.startsWith('/api/'))) {
      const { parameters } = operations.operation(route);
      const numeric = parameters.filter(
        (p) => ['integer', 'number'].includes(p.schema.type ?? '') && p.in !== 'header',
      );
      for (const target of numeric) {
        for (const spelling of ['0x1', '1e0', '+1', '0b1']) {
          const value = (name: string) => (name === target.name ? spelling : '1');
          const query = parameters
            .filter((p) => p.in === 'query' && (p.required || p === target))
            .map(
              (p) =>
                `${p.name}=${encodeURIComponent(p.name === target.name ? spelling : p.schema.type === 'string' ? 'abcd' : '1')}`,
            );
          const url = `${fillPath(route.path, value)}${query.length ? `?${query.join('&')}` : ''}`;
          const auth = route.path.startsWith('/api/charity/') ? charityStaff.auth : visitor.auth;
          const response = route.path.startsWith('/api/operator/')
            ? await t.call({ method: 'GET', url, cookies: { athar_operator: operator } })
            : await t.call({ method: 'GET', url, headers: auth });
          checked += 1;
          const message = String((response.json() as { message?: unknown }).message ?? '');
          if (response.statusCode !== 400 || !ARABIC.test(message))
            problems.push(`${url}: ${response.statusCode} ${response.body.slice(0, 60)}`);
        }
      }
    }
    // the signed internal calls (hidden from the OpenAPI document) read their ids the same way
    for (const url of [
      '/api/internal/donations/0x1',
      '/api/internal/donations/1e0',
      '/api/internal/donations/pending-card?limit=0x10',
      '/api/internal/donations/pending-card?older_than_seconds=1e3',
      '/api/internal/donations/pending-gateway?limit=0x10',
      '/api/internal/donations/pending-gateway?older_than_seconds=1e3',
    ]) {
      const response = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method: 'GET', url });
      checked += 1;
      if (response.statusCode !== 400)
        problems.push(`${url}: ${response.statusCode} ${response.body.slice(0, 60)}`);
    }
    expect(checked).toBeGreaterThan(40);
    expect(problems).toEqual([]);
    recordResult(
      'R11',
      `non-decimal numbers, ${engine}`,
      true,
      `8 amounts, ${checked} parameter spellings refused`,
      Date.now() - started,
    );
  });
});
