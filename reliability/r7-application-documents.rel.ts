import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@athar/contract/applications/application-fields';
import { minimalPdf } from '@athar/api/db/seed/document-files';
import { privateDocumentsDir } from '@athar/api/lib/private-documents-dir';
import {
  applicationDocuments,
  applicationFields,
  sendApplication,
} from '@athar/api/test/application-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { oneEngine } from '@athar/api/test/test-database';
import { polyglotFiles, POLYGLOT_MARKERS, refusedFiles, type UploadFile } from './support/hostile-images';
import { ARABIC_LETTERS } from './support/refusals';
import { recordResult } from './support/results';

/**
 * R7 for a charity's application documents (issue 37): the R7 set of hostile files (less the picture
 * over 3 MB, which a document may be), a file over 10 MB, a GIF and a PDF with a script, each sent as
 * the registration certificate: refused with a 4xx in Arabic, no application and no file written.
 * The picture polyglots that decode as JPEG or PNG are kept re-encoded only, nothing appended.
 */
describe.each(oneEngine)('R7 hostile application documents on %s', (engine) => {
  let t: TestApp;
  const started = Date.now();
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const dir = () => privateDocumentsDir(t.config);
  const storedFiles = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).length : 0);
  const applications = async () =>
    (await t.db.selectFrom('charity_applications').select('id').execute()).length;
  const send = async (file: UploadFile) =>
    sendApplication(t, applicationFields(), {
      ...(await applicationDocuments()),
      registration_certificate: file,
    });

  it('refuses every hostile document with a 4xx in Arabic, writing nothing', async () => {
    const { 'over 3 MB': _allowed, ...images } = await refusedFiles();
    const polyglots = await polyglotFiles();
    const refused: Record<string, UploadFile> = {
      ...images,
      'a GIF with a JAR appended (GIFAR)': polyglots['a GIF with a JAR appended (GIFAR)']!,
      'over 10 MB': {
        name: 'big.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([minimalPdf('big'), Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]),
      },
      'a PDF that runs a script when opened': {
        name: 'certificate.pdf',
        type: 'application/pdf',
        bytes: Buffer.from(
          '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
          'latin1',
        ),
      },
      'a PDF that launches a program': {
        name: 'certificate.pdf',
        type: 'application/pdf',
        bytes: Buffer.from(
          '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>\nendobj\n%%EOF\n',
          'latin1',
        ),
      },
    };
    const outcomes: string[] = [];
    const before = { files: storedFiles(), applications: await applications() };
    for (const [label, file] of Object.entries(refused)) {
      const response = await send(file);
      const message = String(response.json().message ?? '');
      if (response.statusCode < 400 || response.statusCode >= 500 || !ARABIC_LETTERS.test(message))
        outcomes.push(`${label}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(outcomes).toEqual([]);
    expect(storedFiles()).toBe(before.files);
    expect(await applications()).toBe(before.applications);
    recordResult(
      'R7',
      `application documents ${engine}`,
      true,
      `${Object.keys(refused).length} hostile documents refused with 4xx`,
      Date.now() - started,
    );
  });

  it('keeps a JPEG or PNG polyglot only re-encoded, without what was appended', async () => {
    const polyglots = await polyglotFiles();
    for (const label of ['a JPEG with HTML and a ZIP appended', 'a PNG with HTML appended']) {
      const before = new Set(fs.existsSync(dir()) ? fs.readdirSync(dir()) : []);
      const response = await send(polyglots[label]!);
      expect(response.statusCode, label).toBe(200);
      const written = fs.readdirSync(dir()).filter((name) => !before.has(name));
      expect(written).toHaveLength(2);
      for (const name of written) {
        const stored = fs.readFileSync(path.join(dir(), name));
        for (const marker of POLYGLOT_MARKERS)
          expect(stored.includes(marker), `${label}: ${marker}`).toBe(false);
      }
    }
  });
});
