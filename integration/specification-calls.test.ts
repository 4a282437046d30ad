import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { PRODUCT_PREFIX } from '@athar/contract/constants';
import { paymentRequestMessages } from '@athar/contract/payments/messages';
import { testPicture } from '@athar/api/test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '@athar/api/test/smtp-listener';
import { EXPIRY, payInLightbox, payOnHostedPage } from './payments/bank-browser';
import { startPayStack, testEngines, type PayStack } from './payments/pay-stack';

/**
 * Every call of the specification (its §7; docs/PRODUCT.md §7) sent exactly as it lists it — method,
 * path, query names, body field names with their odd spellings — to the api and the payment host over
 * real HTTP, reading exactly the fields it lists. Registration, a donation and campaign creation carry
 * no consent (docs/decisions/025). Where security needs more than the listed fields — the payment token
 * of GetSessionId, Save and Transaction/Submit (docs/decisions/010) — the listed payload is refused in
 * Arabic, saying what is missing, then sent again with it. Both engines: these are the calls a client
 * written to the specification makes, end to end.
 */
describe.each(testEngines)('the specification’s calls as written, api and pay over HTTP (%s)', (engine) => {
  let smtp: SmtpListener;
  let stack: PayStack;
  /** a governorate and one of its areas, read through the calls themselves */
  let place: { city: number; area: number };

  beforeAll(async () => {
    smtp = await startSmtpListener();
    stack = await startPayStack(engine, { settings: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  type Answer = { http: number; body: Record<string, unknown> & { data?: unknown } };
  const answer = async (response: Response): Promise<Answer> => ({
    http: response.status,
    body: (await response.json()) as Answer['body'],
  });
  /** A call to the api as the specification's client makes it: the fixed signature, a bearer token. */
  async function api(
    method: string,
    pathAndQuery: string,
    options: { json?: unknown; form?: FormData; token?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-api-signature': DEFAULT_API_SIGNATURE };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.form;
    return answer(await fetch(`${stack.apiUrl}${pathAndQuery}`, { method, headers, body }));
  }
  /** A call to the payment host, from the web app's origin. */
  const pay = async (path: string, body: unknown, contentType = 'application/json') =>
    answer(await stack.post(path, body, contentType));
  const first = (reply: Answer) => (reply.body.data as Record<string, unknown>[])[0]!;
  const ARABIC = /[\u0600-\u06FF]/;
  /** The token of the last link a mail to `to` carries to `/page/<token>`. */
  const mailedToken = async (to: string, page: 'Verifymail' | 'ResetPassword') =>
    new URL(linkFrom(await smtp.nextMailTo(to), `${stack.apiUrl}/${page}/`)).pathname.split('/').at(-1)!;
  const picture = async (field: string, form: FormData) =>
    form.append(field, new Blob([new Uint8Array(await testPicture('png'))], { type: 'image/png' }), 'p.png');

  /** The account made in the first test, used by the next ones. */
  const account = { email: `spec-${engine}-${Date.now()}@example.com`, password: 'spec-pass-2026' };
  let session: { token: string; userId: number };
  let created: { campaignId: number; code: number; projectId: number; projectName: string };

  it('Account: register (no consent), verify, log in, details, profile', async () => {
    const registered = await api('POST', '/api/users', {
      json: { user_name: 'منى أحمد', msisdn: false, password: account.password, email: account.email },
    });
    expect(registered.http).toBe(200);
    expect(registered.body.status).toBe(1);
    expect(registered.body.message).toMatch(ARABIC);
    expect(first(registered)).toMatchObject({ user_name: 'منى أحمد', email: account.email });

    const verified = await api(
      'GET',
      `/api/verification?token=${await mailedToken(account.email, 'Verifymail')}`,
    );
    expect(verified.body).toMatchObject({ status: 1, message: expect.stringMatching(ARABIC) });

    const login = await api('POST', '/api/auth/login', {
      json: { email: account.email, password: account.password },
    });
    expect(login.body).toMatchObject({ status: 1, message: expect.any(String) });
    const user = first(login);
    expect(user).toMatchObject({ email: account.email, verified: true, access_token: expect.any(String) });
    session = { token: user.access_token as string, userId: user.user_id as number };

    const details = await api('GET', '/api/users/details', { token: session.token });
    expect(first(details)).toMatchObject({ user_id: session.userId, total_campaigns: 0, total_donations: 0 });

    const profile = new FormData();
    profile.append('user_name', 'منى أحمد علي');
    profile.append('msisdn', '01012345678');
    profile.append('hide_data', 'false');
    await picture('profile_pic', profile);
    const updated = await api('PUT', '/api/users', { form: profile, token: session.token });
    expect(updated.body.status).toBe(1);
  });

  it('Campaigns: create (the listed multipart, no consent, no gender), details, cards, donors, categories, filters, short name', async () => {
    const project = first(await api('GET', '/api/ngos/projects?offset=0&rowscount=20&filter=desc'));
    const form = new FormData();
    form.append('project_id', String(project.project_id));
    form.append('campaign_title', 'سامي فؤاد');
    form.append('campaign_description', 'كان سندًا لكل من عرفه.');
    form.append('collected', '0');
    form.append('type', '1');
    form.append('msisdn', '01012345678');
    form.append('user_id', String(session.userId));
    await picture('campaign_image', form);
    const reply = await api('POST', '/api/campaigns', { form, token: session.token });
    expect(reply.body.status).toBe(1);
    const campaignId = first(reply).campaign_id as number;
    expect(campaignId).toEqual(expect.any(Number));
    created = {
      campaignId,
      code: first(reply).code as number,
      projectId: project.project_id as number,
      projectName: project.project_ar_name as string,
    };

    const details = await api('GET', `/api/campaigns/details?campid=${campaignId}&uid=${session.userId}`);
    expect(details.body.status).toBe(1);
    expect(first(details)).toMatchObject({ campaign_id: campaignId, campaign_title: 'سامي فؤاد' });

    const home = await api('GET', '/api/campaigns/details?rowscount=5&uid=&filter=desc');
    expect(home.body.status).toBe(1);
    expect((home.body.data as unknown[]).length).toBeGreaterThan(0);
    expect((home.body.data as unknown[]).length).toBeLessThanOrEqual(5);
    const listing = await api('GET', '/api/campaigns/details?offset=0&rowscount=20&uid=&filter=desc&search=');
    expect(listing.body.status).toBe(1);
    expect(first(listing)).toMatchObject({
      campaign_id: expect.any(Number),
      campaign_title: expect.any(String),
    });

    const donors = await api('GET', `/api/campaigns/donations?campid=${stack.campaign.id}`);
    expect(donors.body.status).toBe(1);
    expect(Array.isArray(donors.body.data)).toBe(true);
    const categories = await api('GET', '/api/campaigns/categories');
    expect(first(categories)).toMatchObject({
      id: expect.any(Number),
      ar_name: expect.stringMatching(ARABIC),
    });
    for (const section of ['campaigns', 'ngos', 'projects']) {
      const filters = await api('GET', `/api/${section}/filter`);
      expect(first(filters), section).toMatchObject({
        value: expect.any(String),
        filter_type: expect.any(String),
      });
    }
    const shortId = await api('GET', `/${PRODUCT_PREFIX}/api/GetCampiagnID/${created.code}`);
    expect(shortId.http).toBe(200);
    expect(shortId.body.data).toBe(campaignId);
    expect((await api('GET', `/${PRODUCT_PREFIX}/api/GetCampiagnID/unknown-name`)).http).toBe(404);
  });

  it('Account lists and favourites: offset and rowscount, campaign_id in the body to remove', async () => {
    const lists = ['campaigns', 'donations', 'favorites'] as const;
    const added = await api('POST', '/api/users/favorites', {
      json: { campaign_id: created.campaignId },
      token: session.token,
    });
    expect(added.http).toBe(200);
    const favourites = await api('GET', '/api/users/favorites?offset=0&rowscount=20', {
      token: session.token,
    });
    expect(first(favourites)).toMatchObject({ campaign_id: created.campaignId, total_favorites: 1 });
    const mine = await api('GET', '/api/users/campaigns?offset=0&rowscount=20', { token: session.token });
    expect(first(mine)).toMatchObject({ campaign_id: created.campaignId });
    for (const list of lists) {
      const reply = await api('GET', `/api/users/${list}?offset=0&rowscount=20`, { token: session.token });
      expect(Array.isArray(reply.body.data), list).toBe(true);
    }
    const removed = await api('DELETE', '/api/users/favorites', {
      json: { campaign_id: created.campaignId },
      token: session.token,
    });
    expect(removed.http).toBe(200);
    const after = await api('GET', '/api/users/favorites?offset=0&rowscount=20', { token: session.token });
    expect(after.body.data).toEqual([]);
  });

  it('Charities, projects, search, about: each listed query', async () => {
    const ngos = await api('GET', '/api/ngos/details?offset=0&rowscount=20&search=');
    const ngoId = first(ngos).id as number;
    const ngo = await api('GET', `/api/ngos/details?ngoid=${ngoId}`);
    expect(ngo.body.status).toBe(1);
    expect(first(ngo)).toMatchObject({ id: ngoId, ar_name: expect.stringMatching(ARABIC) });
    const category = first(await api('GET', '/api/campaigns/categories')).id as number;
    for (const query of [
      `categoryid=${category}&offset=0&rowscount=20&filter=desc&search=`,
      `projectid=${created.projectId}`,
      'offset=0&rowscount=20&filter=desc',
      `ngoid=${ngoId}`,
    ]) {
      const projects = await api('GET', `/api/ngos/projects?${query}`);
      expect(projects.body.status, query).toBe(1);
      expect(Array.isArray(projects.body.data), query).toBe(true);
    }
    expect(first(await api('GET', `/api/ngos/projects?projectid=${created.projectId}`))).toMatchObject({
      project_id: created.projectId,
    });
    const search = await api(
      'GET',
      `/api/search?text=${encodeURIComponent(created.projectName)}&rowscount=20`,
    );
    expect(search.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'project', id: created.projectId })]),
    );
    expect(first(await api('GET', '/api/about/achievements'))).toMatchObject({
      total_donations: expect.any(Number),
      total_campaigns: expect.any(Number),
      total_donators: expect.any(Number),
    });
    const contact = await api('POST', '/api/about/contactus', {
      json: {
        name: 'منى أحمد',
        msisdn: '01012345678',
        from: 'mona@example.com',
        message: 'أود السؤال عن الحملات.',
      },
    });
    expect(contact.body).toMatchObject({ status: 1, message: expect.stringMatching(ARABIC) });
    expect((await api('GET', '/api/about/press')).body.status).toBe(1);
    expect(first(await api('GET', '/api/about/faq'))).toMatchObject({
      donators: expect.any(Array),
      creators: expect.any(Array),
    });
  });

  /** PRODUCT.md §3 Donation: every listed field, nothing more. */
  const donation = (type: 1 | 2 | false, extra: Record<string, unknown> = {}) => ({
    user_id: null,
    user_name: 'كريم فؤاد',
    email: 'karim@example.com',
    msisdn: '01012345678',
    amount: 150,
    channel: 1,
    campaign_id: stack.campaign.id,
    city: type === 1 ? place.city : '',
    area: type === 1 ? place.area : '',
    address: type === 1 ? '12 شارع النصر، المعادي' : '',
    comment: 'رحمه الله',
    hide_data: false,
    type,
    payment_status: 1,
    ngoId: stack.campaign.ngo_id,
    ...extra,
  });

  it('Donations and locations: cities, areas, a cash donation as listed (no consent)', async () => {
    const cities = await api('GET', '/api/cities');
    const city = first(cities).id as number;
    const areas = await api('GET', `/api/cities/${city}`);
    expect(areas.body.status).toBe(1);
    place = { city, area: first(areas).id as number };

    // a campaign whose charity collects cash, found as a client would: the cards, then their details
    const cards = (await api('GET', '/api/campaigns/details?offset=0&rowscount=20&uid=&filter=desc&search='))
      .body.data as { campaign_id: number }[];
    let collected: { campaign_id: number; ngoId: number } | null = null;
    for (const card of cards) {
      const details = first(await api('GET', `/api/campaigns/details?campid=${card.campaign_id}`));
      if (details.CashCollection === true && details.donations_paused === false) {
        collected = { campaign_id: card.campaign_id, ngoId: details.ngo_id as number };
        break;
      }
    }
    expect(collected).not.toBeNull();
    const cash = await api('POST', '/api/donations', { json: { donation: donation(1, collected!) } });
    expect(cash.http, JSON.stringify(cash.body)).toBe(200);
    expect(first(cash)).toMatchObject({ donation_id: expect.any(Number), donation_type: 'Cash' });
    // a method not chosen is said in Arabic, as the specification's `false` means
    const unchosen = await api('POST', '/api/donations', { json: { donation: donation(false) } });
    expect(unchosen.http).toBe(400);
    expect(unchosen.body.message).toMatch(ARABIC);
  });

  it('Payment host, redirect flow: Transaction/Submit names the missing payment token, then gives URL; Response.aspx returns Status', async () => {
    const card = first(await api('POST', '/api/donations', { json: { donation: donation(2) } }));
    expect(card).toMatchObject({ donation_type: 'Card', payment_token: expect.any(String) });
    const listed = {
      name: 'كريم فؤاد',
      amount: 150,
      msisdn: '01012345678',
      campaignID: stack.campaign.id,
      donationId: card.donation_id,
      TransactionNumber: '',
    };
    const refused = await pay('/api/Transaction/Submit', listed);
    expect(refused).toEqual({
      http: 400,
      body: { Success: false, Message: paymentRequestMessages.tokenMissing },
    });
    const submitted = await pay('/api/Transaction/Submit', { ...listed, paymentToken: card.payment_token });
    expect(submitted.body).toMatchObject({ Success: true, URL: expect.any(String) });

    const bankReturn = await payOnHostedPage(stack, submitted.body.URL as string, EXPIRY.approved);
    const landing = await fetch(bankReturn.location, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    const back = new URL(landing.headers.get('location')!);
    expect({
      Status: back.searchParams.get('Status'),
      donationID: back.searchParams.get('donationID'),
      campaignName: back.searchParams.get('campaignName'),
      campaignID: back.searchParams.get('campaignID'),
    }).toEqual({
      Status: '1',
      donationID: String(card.donation_id),
      campaignName: stack.campaign.title.trim().replace(/\s+/g, '_'),
      campaignID: String(stack.campaign.id),
    });
  });

  it('Payment host, lightbox flow: GetSessionId and Save name the missing payment token, then give Message and Status', async () => {
    const card = first(await api('POST', '/api/donations', { json: { donation: donation(2) } }));
    const listed = {
      name: 'كريم فؤاد',
      amount: 150,
      msisdn: '01012345678',
      donationId: card.donation_id,
      campaignID: stack.campaign.id,
      TransactionNumber: '',
    };
    expect(await pay('/api/hostedcheckout/GetSessionId', listed)).toEqual({
      http: 400,
      body: { Success: false, Message: paymentRequestMessages.tokenMissing },
    });
    const session = await pay('/api/hostedcheckout/GetSessionId', {
      ...listed,
      paymentToken: card.payment_token,
    });
    expect(session.body).toMatchObject({ Success: true, Message: expect.any(String) });
    const paid = await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
    expect(paid.answer.event).toBe('complete');

    // Save: "the stored donation id as the body"
    for (const [body, type] of [
      [String(card.donation_id), 'text/plain'],
      [String(card.donation_id), 'application/json'],
    ] as const) {
      expect(await pay('/api/hostedcheckout/Save', body, type), type).toEqual({
        http: 400,
        body: { Success: false, Message: paymentRequestMessages.bodyNotObject },
      });
    }
    const saved = await pay('/api/hostedcheckout/Save', {
      donationId: card.donation_id,
      paymentToken: card.payment_token,
    });
    expect(saved.body).toMatchObject({
      Success: true,
      Status: 'confirmed',
      Message: expect.stringMatching(ARABIC),
    });
  });

  it('Account: forgot and reset (newpass), logout, delete', async () => {
    const forgot = await api('POST', '/api/auth/forgotpass', { json: { email: account.email } });
    expect(forgot.body).toMatchObject({ status: 1, message: expect.stringMatching(ARABIC) });
    const token = await mailedToken(account.email, 'ResetPassword');
    const reset = await api('POST', `/api/auth/resetpass?token=${token}`, {
      json: { newpass: 'spec-new-pass-1' },
    });
    expect(reset.body).toMatchObject({ status: 1, message: expect.stringMatching(ARABIC) });
    const login = await api('POST', '/api/auth/login', {
      json: { email: account.email, password: 'spec-new-pass-1' },
    });
    const fresh = first(login).access_token as string;

    expect((await api('POST', '/api/users/logout', { token: fresh })).http).toBe(200);
    expect((await api('GET', '/api/users/details', { token: fresh })).http).toBe(401);

    const again = first(
      await api('POST', '/api/auth/login', { json: { email: account.email, password: 'spec-new-pass-1' } }),
    ).access_token as string;
    expect((await api('DELETE', '/api/users', { token: again })).http).toBe(200);
    const gone = await api('POST', '/api/auth/login', {
      json: { email: account.email, password: 'spec-new-pass-1' },
    });
    expect(gone.body.status).toBe(0);
  });
});
