import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import { charityMessages } from '@athar/contract/charity/messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { findDemoApplication, type DemoApplication } from '../db/seed/demo-records';
import { minimalPdf } from '../db/seed/document-files';
import { privateDocumentsDir } from '../lib/private-documents-dir';
import {
  applicationDocuments,
  applicationFields,
  sendApplication,
  type DocumentFile,
} from '../test/application-factories';
import { createAppWithSettings } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const LIST = '/api/operator/charity-applications';
/** one application's address: `${ONE}${id}` */
const ONE = '/api/operator/charity-applications/';

describe.each(testEngines)('a charity applies to join Athar on %s (issue 37)', (engine) => {
  let smtp: SmtpListener;
  let t: Awaited<ReturnType<typeof createAppWithSettings>>;
  let calls: ReturnType<typeof operatorCalls>;
  let onboarding: string;
  let pending: DemoApplication;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    calls = operatorCalls(t);
    onboarding = await logInOperatorFully(t, await createOperator(t.db, ['onboarding']));
    pending = await findDemoApplication(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const storedFiles = () => {
    const dir = privateDocumentsDir(t.config);
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const uploadsFiles = () => {
    const dir = path.join(t.config.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  };
  /** the token with its last character changed: the same shape, another token */
  const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  const track = (token: string, ip = '198.51.100.7') =>
    t.call({ method: 'GET', url: `/api/charity-applications/track?token=${token}`, remoteAddress: ip });

  /** Applies; the token from the tracking mail (the same as the answer's). */
  async function apply(fields = applicationFields(), ip?: string) {
    const answer = await sendApplication(t, fields, await applicationDocuments(), { ip });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(messages.submitted);
    const mail = await smtp.nextMailTo(fields.contact_email!);
    const link = linkFrom(mail, `${PUBLIC_URL}/JoinAsCharity/track/`);
    const token = new URL(link).pathname.split('/').at(-1)!;
    expect(token).toBe(answer.json().data[0].token);
    const id = (
      await t.db
        .selectFrom('charity_applications')
        .select('id')
        .where('contact_email', '=', fields.contact_email!)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    return { token, id, fields };
  }

  it('takes an application with its documents, stored privately, and mails the tracking link', async () => {
    const before = { stored: storedFiles(), uploads: uploadsFiles() };
    const { token, id, fields } = await apply();
    expect(storedFiles()).toBe(before.stored + 2);
    expect(uploadsFiles()).toBe(before.uploads);
    const tracked = (await track(token)).json().data[0];
    expect(tracked).toMatchObject({ status: 'submitted', operator_message: null });
    // Arabic-Indic digits are stored as 0-9, and the IBAN without its spaces
    expect(tracked.fields).toMatchObject({
      registration_number: '4127/2020',
      iban: 'EG380019000500000000263180002',
      contact_email: fields.contact_email,
      governorate: 'القاهرة',
    });
    expect(tracked.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'board_decision',
      'registration_certificate',
    ]);
    const row = await t.db
      .selectFrom('charity_applications')
      .select('tracking_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.tracking_hash).toString('base64url')).not.toBe(token);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor_label'])
      .where('action', '=', 'application.submitted')
      .where('object_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_kind: 'anonymous', actor_label: fields.contact_email });
  });

  it('refuses bad fields with Arabic messages per field, storing nothing', async () => {
    const before = storedFiles();
    const answer = await sendApplication(
      t,
      applicationFields({
        iban: 'EG380019000500000000263180003',
        contact_phone: '01312345678',
        bank: 'not-a-bank',
        website: 'javascript:alert(1)',
      }),
      await applicationDocuments(),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toMatchObject({
      iban: messages.ibanCheckFailed,
      contact_phone: messages.mobileInvalid,
      bank: messages.bankInvalid,
      website: messages.websiteInvalid,
    });
    expect(storedFiles()).toBe(before);
  });

  it('refuses hostile or missing documents in Arabic and writes nothing', async () => {
    const documents = await applicationDocuments();
    const hostile: Record<string, DocumentFile> = {
      'a PDF with JavaScript': {
        name: 'cert.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([
          minimalPdf('x').subarray(0, 40),
          Buffer.from('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>\n%%EOF\n'),
        ]),
      },
      'a PDF cut short': {
        name: 'cert.pdf',
        type: 'application/pdf',
        bytes: minimalPdf('x').subarray(0, 200),
      },
      'an SVG named .png': {
        name: 'cert.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      'a Windows program named .pdf': {
        name: 'cert.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)]),
      },
      'over 10 MB': {
        name: 'cert.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([minimalPdf('x'), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
      },
    };
    const before = storedFiles();
    const rows = await t.db.selectFrom('charity_applications').select('id').execute();
    for (const [label, file] of Object.entries(hostile)) {
      const answer = await sendApplication(t, applicationFields(), {
        ...documents,
        registration_certificate: file,
      });
      expect([413, 415], label).toContain(answer.statusCode);
      expect(answer.json().errors?.registration_certificate, label).toMatch(/[\u0600-\u06FF]/);
    }
    const missing = await sendApplication(t, applicationFields(), {
      board_decision: documents.board_decision!,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ registration_certificate: messages.documentMissing });
    expect(storedFiles()).toBe(before);
    expect(await t.db.selectFrom('charity_applications').select('id').execute()).toHaveLength(rows.length);
  });

  it('limits applications per contact e-mail and per sender address', async () => {
    const fields = applicationFields();
    await apply(fields, '203.0.113.20');
    const again = await sendApplication(t, fields, await applicationDocuments(), { ip: '203.0.113.20' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.alreadyOpen);
    const crowd = '203.0.113.21';
    const statuses: number[] = [];
    for (let sent = 0; sent < 11; sent += 1)
      statuses.push(
        (await sendApplication(t, applicationFields({ city_id: 'x' }), {}, { ip: crowd })).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('takes three applications a day from one contact e-mail (a refused one counts), then says when to come back', async () => {
    const fields = applicationFields();
    for (let sent = 0; sent < 3; sent += 1) {
      const { id } = await apply(fields);
      const refused = await calls.post(`${ONE}${id}/decision`, onboarding, {
        decision: 'refuse',
        message: 'المستندات غير مقروءة، أعيدوا التقديم',
      });
      expect(refused.statusCode, refused.body).toBe(200);
      // the third refusal is the sixth mail within the hour to this address: sendToPerson holds it back
      if (sent < 2) await smtp.nextMailTo(fields.contact_email!);
    }
    const fourth = await sendApplication(t, fields, await applicationDocuments());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(messages.limited);
  });

  it('answers a wrong or cut-short token with one Arabic message, never the application', async () => {
    const { token } = await apply();
    for (const wrong of [
      token.slice(0, 20),
      altered(token),
      '',
      pending.trackingToken.replace('demo', 'omed'),
    ]) {
      const answer = await track(wrong, '203.0.113.40');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: messages.trackingInvalid, data: [] });
    }
    const answer = await sendApplication(t, applicationFields(), {}, { token: altered(token) });
    expect(answer.statusCode).toBe(400);
    expect((await track(pending.trackingToken)).json().data[0].fields.legal_name).toBe(pending.legalName);
  });

  it('lets only onboarding and admin review; a moderator, finance and no session are refused', async () => {
    const moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
    const finance = await logInOperatorFully(t, await createOperator(t.db, ['finance', 'catalogue']));
    const { id } = pending;
    for (const cookie of [moderator, finance]) {
      for (const answer of [
        await calls.get(LIST, cookie),
        await calls.get(`${ONE}${id}`, cookie),
        await calls.post(`${ONE}${id}/decision`, cookie, { decision: 'refuse', message: 'مستندات ناقصة' }),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json().message).toBe(operatorMessages.roleMissing);
      }
    }
    const stranger = await t.call({ method: 'GET', url: `${ONE}${id}/documents/1` });
    expect(stranger.statusCode).toBe(401);
    const admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
    const listed = (await calls.get(LIST, admin)).json().data[0].applications;
    expect(listed.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('pages the list with before/next_before', async () => {
    await apply();
    await apply();
    const first = (await calls.get(`${LIST}?limit=2`, onboarding)).json().data[0];
    expect(first.applications).toHaveLength(2);
    expect(first.next_before).toBe(first.applications[1].id);
    const second = (await calls.get(`${LIST}?limit=2&before=${first.next_before}`, onboarding)).json()
      .data[0];
    expect(second.applications[0].id).toBeLessThan(first.next_before);
  });

  it('serves a document only through the audited call, never cached or sniffed', async () => {
    const { id } = await apply();
    const application = (await calls.get(`${ONE}${id}`, onboarding)).json().data[0];
    const pdf = application.documents.find((d: { kind: string }) => d.kind === 'registration_certificate');
    const url = `${ONE}${id}/documents/${pdf.id}`;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    const view = await calls.get(url, onboarding);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const viewed = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'changes'])
      .where('action', '=', 'application.document.viewed')
      .where('object_id', '=', String(id))
      .execute();
    expect(viewed).toHaveLength(1);
    expect(viewed[0]!.actor_kind).toBe('operator');
    // another application's document id under this application's address
    const other = (await calls.get(`${ONE}${pending.id}`, onboarding)).json().data[0];
    const crossed = await calls.get(`${ONE}${id}/documents/${other.documents[0].id}`, onboarding);
    expect(crossed.statusCode).toBe(404);
  });

  it('asks for changes, takes the answer with a replaced document, then approves: a hidden charity and an invitation', async () => {
    const { token, id, fields } = await apply();
    const changes = await calls.post(`${ONE}${id}/decision`, onboarding, {
      decision: 'request_changes',
      message: 'أرفقوا قرار مجلس الإدارة الأخير من فضلكم',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect((await smtp.nextMailTo(fields.contact_email!)).text).toContain('أرفقوا قرار مجلس الإدارة الأخير');
    const tracked = (await track(token)).json().data[0];
    expect(tracked).toMatchObject({
      status: 'changes_requested',
      operator_message: 'أرفقوا قرار مجلس الإدارة الأخير من فضلكم',
    });
    const approvedTooEarly = await calls.post(`${ONE}${id}/decision`, onboarding, { decision: 'approve' });
    expect(approvedTooEarly.statusCode).toBe(409);

    const documents = await applicationDocuments();
    const answered = await sendApplication(
      t,
      { ...fields, address: 'شارع جامعة الدول العربية، المهندسين' },
      { board_decision: documents.board_decision! },
      { token },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data[0]).toMatchObject({
      status: 'submitted',
      fields: { address: 'شارع جامعة الدول العربية، المهندسين' },
    });
    const again = await sendApplication(t, fields, {}, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.notAwaitingAnswer);

    const approved = await calls.post(`${ONE}${id}/decision`, onboarding, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const ngoId = approved.json().data[0].ngo_id;
    expect(ngoId).toEqual(expect.any(Number));
    const twice = await calls.post(`${ONE}${id}/decision`, onboarding, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);

    // hidden: not in the list, the search, nor its own page
    const listing = await t.call({ method: 'GET', url: '/api/ngos?rowscount=100' });
    expect(listing.json().data.map((n: { id: number }) => n.id)).not.toContain(ngoId);
    expect((await t.call({ method: 'GET', url: `/api/ngos/${ngoId}` })).json().data).toEqual([]);

    const staff = await t.db
      .selectFrom('charity_staff')
      .select(['is_admin', 'password_hash', 'ngo_id'])
      .where('email', '=', fields.contact_email!)
      .executeTakeFirstOrThrow();
    expect(staff).toEqual({ is_admin: true, password_hash: null, ngo_id: ngoId });
    const mails = [
      await smtp.nextMailTo(fields.contact_email!),
      await smtp.nextMailTo(fields.contact_email!),
    ];
    const invitation = mails.find((mail) => mail.subject === 'دعوة إلى لوحة الجمعية في أثر')!;
    const link = linkFrom(invitation, `${PUBLIC_URL}/charity/set-password/`);
    const inviteToken = new URL(link).pathname.split('/').at(-1)!;
    const set = await t.call({
      method: 'POST',
      url: `/api/charity/auth/set-password?token=${inviteToken}`,
      payload: { password: 'ghaith-admin-2026' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const reuse = await t.call({
      method: 'POST',
      url: `/api/charity/auth/set-password?token=${inviteToken}`,
      payload: { password: 'ghaith-admin-2027' },
    });
    expect(reuse.json().message).toBe(charityMessages.inviteLinkInvalid);
    // the admin's login waits for the second factor's enrolment
    const login = await t.call({
      method: 'POST',
      url: '/api/charity/auth/login',
      payload: { email: fields.contact_email, password: 'ghaith-admin-2026' },
    });
    expect(login.json().data[0].session).toBe('enrol');
    const entries = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_kind', '=', 'charity_application')
      .where('object_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'application.submitted',
      'application.changes_requested',
      'application.answered',
      'application.approved',
    ]);
  });

  it('approves once when two operators approve at the same moment', async () => {
    const { id } = await apply();
    const second = await logInOperatorFully(t, await createOperator(t.db, ['onboarding']));
    const answers = await Promise.all([
      calls.post(`${ONE}${id}/decision`, onboarding, { decision: 'approve' }),
      calls.post(`${ONE}${id}/decision`, second, { decision: 'approve' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(messages.alreadyDecided);
    const approvals = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'application.approved')
      .where('object_id', '=', String(id))
      .execute();
    expect(approvals).toHaveLength(1);
  });

  it('refuses with a reason the applicant sees', async () => {
    const { token, id, fields } = await apply();
    const short = await calls.post(`${ONE}${id}/decision`, onboarding, { decision: 'refuse', message: 'لا' });
    expect(short.statusCode).toBe(400);
    const refused = await calls.post(`${ONE}${id}/decision`, onboarding, {
      decision: 'refuse',
      message: 'رقم الإشهار لا يطابق سجل الوزارة',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await smtp.nextMailTo(fields.contact_email!)).text).toContain('رقم الإشهار لا يطابق سجل الوزارة');
    expect((await track(token)).json().data[0]).toMatchObject({
      status: 'refused',
      operator_message: 'رقم الإشهار لا يطابق سجل الوزارة',
    });
  });
});
