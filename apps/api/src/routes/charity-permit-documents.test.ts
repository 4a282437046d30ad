import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages } from '@athar/contract/applications/application-messages';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { charityTeamMessages } from '@athar/contract/charity/team-messages';
import { documentPicture, minimalPdf } from '../db/seed/document-files';
import { addDays, cairoDay } from '../lib/cairo-time';
import { privateDocumentsDir } from '../lib/private-documents-dir';
import { createCharity, type TestCharity } from '../test/charity-factories';
import { createLoggedInUser, multipartPayload } from '../test/factories';
import { createStaffWithRoles, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const TODAY = cairoDay(new Date());

describe.each(testEngines)("a permit request's document on %s (issue 37)", (engine) => {
  let t: TestApp;
  let a: TestCharity;
  let b: TestCharity;
  let admin: LoggedInStaff;
  let otherAdmin: LoggedInStaff;
  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createCharity(t.db, { permit: false });
    b = await createCharity(t.db, { permit: false });
    admin = await createStaffWithRoles(t.db, a.id, { admin: true });
    otherAdmin = await createStaffWithRoles(t.db, b.id, { admin: true });
  });
  afterAll(() => t.close());

  const storedFiles = () => {
    const dir = privateDocumentsDir(t.config);
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const fields = () => ({
    permit_number: `DOC-${Math.random().toString(36).slice(2, 10)}`,
    issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
    purpose: 'إطعام الأسر المحتاجة',
    starts_on: TODAY,
    ends_on: addDays(TODAY, 180),
  });
  const send = async (staff: LoggedInStaff, file?: { name: string; type: string; bytes: Buffer }) => {
    const form = await multipartPayload(fields(), file && { field: 'document', ...file });
    return t.call({
      method: 'POST',
      url: '/api/charity/permits',
      payload: form.payload,
      headers: { ...staff.auth, ...form.headers },
    });
  };
  const documentOf = (id: number, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api/charity/permits/${id}/document`, headers });

  it("stores the document privately and serves it to the charity's admin only", async () => {
    const picture = await documentPicture();
    const answer = await send(admin, { name: 'permit.png', type: 'image/png', bytes: picture });
    expect(answer.statusCode).toBe(200);
    const permit = answer.json().data[0];
    expect(permit).toMatchObject({
      status: 'requested',
      has_document: true,
      purpose: 'إطعام الأسر المحتاجة',
    });
    const row = await t.db
      .selectFrom('charity_permits')
      .select(['document_key', 'document_type', 'document_bytes'])
      .where('id', '=', permit.id)
      .executeTakeFirstOrThrow();
    expect(row.document_type).toBe('image/png');
    // stored outside the public uploads, re-encoded
    const file = path.join(privateDocumentsDir(t.config), row.document_key!);
    expect(fs.existsSync(file)).toBe(true);
    expect(file.startsWith(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const own = await documentOf(permit.id, admin.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    // another charity's admin: not found; the charity's finance or editor: not their room
    expect((await documentOf(permit.id, otherAdmin.auth)).statusCode).toBe(404);
    for (const roles of [{ finance: true }, { editor: true }, { collector: true }]) {
      const staff = await createStaffWithRoles(t.db, a.id, roles);
      const refused = await documentOf(permit.id, staff.auth);
      expect(refused.statusCode, JSON.stringify(roles)).toBe(403);
      expect(refused.json().message).toBe(charityTeamMessages.notYourRoom);
    }
    // without a session, or with a visitor's
    const visitor = await createLoggedInUser(t.db);
    for (const headers of [{}, visitor.auth])
      expect((await documentOf(permit.id, headers)).statusCode).toBe(401);
    // nor through any static route
    const key = row.document_key!;
    for (const url of [`/uploads/${key}`, `/private/charity-applications/${key}`]) {
      const answer = await t.call({ method: 'GET', url });
      expect(answer.statusCode, url).not.toBe(200);
    }
  });

  it('lets only the admin ask: a collector, an editor and finance are refused in Arabic, nothing written', async () => {
    const before = await t.db.selectFrom('charity_permits').select('id').where('ngo_id', '=', a.id).execute();
    for (const roles of [{ collector: true }, { editor: true }, { finance: true }]) {
      const staff = await createStaffWithRoles(t.db, a.id, roles);
      const answer = await send(staff, {
        name: 'permit.pdf',
        type: 'application/pdf',
        bytes: minimalPdf('x'),
      });
      expect(answer.statusCode, JSON.stringify(roles)).toBe(403);
      expect(answer.json().message).toBe(charityTeamMessages.notYourRoom);
    }
    const after = await t.db.selectFrom('charity_permits').select('id').where('ngo_id', '=', a.id).execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses hostile or missing documents by their content, in Arabic, and writes nothing', async () => {
    const hostile = {
      'a Windows program named .pdf': {
        name: 'permit.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)]),
      },
      'an SVG named .png': {
        name: 'permit.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      'an HTML page named .jpg': {
        name: 'permit.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from(
          '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
        ),
      },
      'a PDF with JavaScript': {
        name: 'permit.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([
          minimalPdf('x').subarray(0, 40),
          Buffer.from('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>\n%%EOF\n'),
        ]),
      },
      'over 10 MB': {
        name: 'permit.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([minimalPdf('x'), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
      },
    };
    const files = storedFiles();
    const rows = await t.db.selectFrom('charity_permits').select('id').execute();
    for (const [label, file] of Object.entries(hostile)) {
      const answer = await send(admin, file);
      expect([413, 415], label).toContain(answer.statusCode);
      expect(answer.json().errors?.document, label).toMatch(/[\u0600-\u06FF]/);
    }
    const tooLarge = await send(admin, hostile['over 10 MB']);
    expect(tooLarge.json().message).toBe(applicationMessages.documentTooLarge);
    const missing = await send(admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ document: permitMessages.documentMissing });
    expect(storedFiles()).toBe(files);
    expect(await t.db.selectFrom('charity_permits').select('id').execute()).toHaveLength(rows.length);
  });

  it('removes the stored document again when the request is refused after the check (a taken number)', async () => {
    const taken = fields();
    const first = await multipartPayload(taken, {
      field: 'document',
      name: 'p.pdf',
      type: 'application/pdf',
      bytes: minimalPdf('one'),
    });
    const call = () =>
      t.call({
        method: 'POST',
        url: '/api/charity/permits',
        payload: first.payload,
        headers: { ...admin.auth, ...first.headers },
      });
    expect((await call()).statusCode).toBe(200);
    const files = storedFiles();
    const again = await call();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(permitMessages.duplicateNumber);
    expect(storedFiles()).toBe(files);
  });
});
