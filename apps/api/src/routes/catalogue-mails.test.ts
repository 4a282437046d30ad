import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharity, createProject } from '../test/charity-factories';
import { createAppWithSettings } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createProjectDraft, createStaffWithRoles } from '../test/project-factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('the charity is mailed the catalogue’s decisions on %s (issue 37)', (engine) => {
  let t: TestApp;
  let smtp: SmtpListener;
  let cataloguer: string;
  let charity: { id: number };
  let admins: string[];
  let editor: { id: number; email: string };
  let collector: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue']));
    charity = await createCharity(t.db, { ar_name: 'جمعية البر بالقرية' });
    const emailOf = async (id: number) =>
      (await t.db.selectFrom('charity_staff').select('email').where('id', '=', id).executeTakeFirstOrThrow())
        .email;
    admins = [];
    for (let i = 0; i < 2; i++)
      admins.push(await emailOf((await createStaffWithRoles(t.db, charity.id, ['admin'])).id));
    const writer = await createStaffWithRoles(t.db, charity.id, ['editor']);
    editor = { id: writer.id, email: await emailOf(writer.id) };
    collector = await emailOf((await createStaffWithRoles(t.db, charity.id, ['collector'])).id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsOf = async () => {
    await t.app.outbox.drain();
    return Promise.all([...admins, editor.email].map((to) => smtp.nextMailTo(to)));
  };
  const queuedFor = async (kind: 'project_reviewed' | 'name_change_decided') =>
    (await t.db.selectFrom('mail_outbox').select('payload').where('kind', '=', kind).execute()).length;

  it('an approved project reaches the admins and its author; one sent back carries the note', async () => {
    const op = operatorCalls(t);
    const approvedId = await createProjectDraft(t.db, charity, {
      ar_name: 'سقيا $& الحي',
      created_by: editor.id,
    });
    expect((await op.post(`/api/operator/project-drafts/${approvedId}/approve`, cataloguer)).statusCode).toBe(
      200,
    );
    for (const mail of await mailsOf()) {
      expect(mail.subject).toBe('وافق فريق أثر على مشروع «سقيا $& الحي»');
      expect(mail.text).toContain('صار متاحًا الآن لإنشاء الحملات عليه');
      expect(mail.text).toContain('https://athar.example/charity/project-drafts');
    }
    const returnedId = await createProjectDraft(t.db, charity, {
      ar_name: 'كسوة الشتاء',
      created_by: editor.id,
    });
    const note = 'أضيفوا صورة أوضح =SUM(A1) \u202E';
    const sent = await op.post(`/api/operator/project-drafts/${returnedId}/return`, cataloguer, {
      message: note,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const mail of await mailsOf()) {
      expect(mail.subject).toBe('مشروع «كسوة الشتاء» يحتاج تعديلًا قبل الموافقة');
      expect(mail.text).toContain('أضيفوا صورة أوضح =SUM(A1)');
      expect(mail.text).toContain('يمكن تعديل المسودة');
    }
    // three people, two decisions; the cash collector hears of neither
    expect(await queuedFor('project_reviewed')).toBe(6);
    await t.app.outbox.drain();
    await expect(smtp.nextMailTo(collector, 300)).rejects.toThrow();
  });

  it('a new name approved, and another refused with its reason, reach the admins and who asked', async () => {
    const op = operatorCalls(t);
    const ask = (ar_name: string) =>
      t.db
        .insertInto('ngo_name_changes')
        .values({ ngo_id: charity.id, ar_name, proposed_by: editor.id })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await ask('جمعية البر والتقوى');
    expect((await op.post(`/api/operator/name-changes/${first.id}/approve`, cataloguer)).statusCode).toBe(
      200,
    );
    for (const mail of await mailsOf()) {
      expect(mail.subject).toBe('صار اسم الجمعية في أثر «جمعية البر والتقوى»');
      expect(mail.text).toContain('https://athar.example/charity/page');
    }
    const second = await ask('جمعية الخير العظيمة');
    const refused = await op.post(`/api/operator/name-changes/${second.id}/refuse`, cataloguer, {
      reason: 'الاسم يشبه اسم جمعية أخرى',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    for (const mail of await mailsOf()) {
      expect(mail.subject).toBe('لم يُقبل الاسم الجديد «جمعية الخير العظيمة»');
      expect(mail.text).toContain('وبقي اسم الجمعية «جمعية البر والتقوى»');
      expect(mail.text).toContain('الاسم يشبه اسم جمعية أخرى');
    }
    expect(await queuedFor('name_change_decided')).toBe(6);
  });

  it('keeps each approved text of a project: the first one, then the revision, who and when', async () => {
    const op = operatorCalls(t);
    const project = await createProject(t.db, charity, { ar_name: 'إفطار صائم' });
    const revision = await createProjectDraft(t.db, charity, {
      ar_name: 'إفطار صائم في رمضان',
      project_id: project.id,
      amount: 2_000_000,
      created_by: editor.id,
    });
    expect((await op.post(`/api/operator/project-drafts/${revision}/approve`, cataloguer)).statusCode).toBe(
      200,
    );
    const texts = await t.db
      .selectFrom('project_text_versions')
      .select(['ar_name', 'amount', 'written_by', 'approved_by'])
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
    expect(
      texts.map((row) => [
        row.ar_name,
        Number(row.amount),
        row.written_by === null ? null : Number(row.written_by),
      ]),
    ).toEqual([
      ['إفطار صائم', 500_000, null],
      ['إفطار صائم في رمضان', 2_000_000, editor.id],
    ]);
    expect(texts[0]!.approved_by).toBeNull();
    expect(texts[1]!.approved_by).not.toBeNull();
  });
});
