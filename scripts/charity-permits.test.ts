import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { addDays, cairoDay } from '../apps/api/src/lib/cairo-time';
import { createCharity, createPermit, type TestCharity } from '../apps/api/src/test/charity-factories';
import { createTestApp, type TestApp } from '../apps/api/src/test/test-app';
import { oneEngine } from '../apps/api/src/test/test-database';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const TODAY = cairoDay(new Date());

describe.each(oneEngine)(
  'npm run charity -- permit and register, against the running app on %s',
  (engine) => {
    let t: TestApp;
    let charity: TestCharity;
    let publicUrl: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      charity = await createCharity(t.db, { permit: false });
    });
    afterAll(() => t.close());

    /** The command as the operator types it; resolves with its output and exit code. */
    async function charityCommand(...args: string[]) {
      try {
        const { stdout, stderr } = await run(
          process.execPath,
          ['--import', 'tsx', 'scripts/charity.ts', ...args],
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH ?? '',
              PUBLIC_URL: publicUrl,
              PAY_WEBHOOK_SECRET: t.config.PAY_WEBHOOK_SECRET,
            },
          },
        );
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    }

    it('adds, lists, approves and revokes permits, and sets the register', async () => {
      const from = addDays(TODAY, -3);
      const to = addDays(TODAY, 90);
      const added = await charityCommand(
        'permit',
        'add',
        '--ngo',
        String(charity.id),
        '--number',
        'CLI/77',
        '--body',
        'مديرية التضامن بالجيزة',
        '--from',
        from,
        '--to',
        to,
      );
      expect(added.code).toBe(0);
      expect(added.stdout).toMatch(
        new RegExp(
          `^added permit #\\d+ CLI/77 \\(online\\) ${from} → ${to}, مديرية التضامن بالجيزة: approved, in force today$`,
          'm',
        ),
      );

      const duplicate = await charityCommand(
        'permit',
        'add',
        '--ngo',
        String(charity.id),
        '--number',
        'CLI/77',
        '--body',
        'جهة',
        '--from',
        from,
        '--to',
        to,
      );
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain(`HTTP 409 ${permitMessages.duplicateNumber}`);

      const tooLong = await charityCommand(
        'permit',
        'add',
        '--ngo',
        String(charity.id),
        '--number',
        'CLI/78',
        '--body',
        'جهة رسمية',
        '--from',
        '2026-01-01',
        '--to',
        '2027-01-01',
      );
      expect(tooLong.code).toBe(1);
      expect(tooLong.stderr).toContain(permitMessages.longerThanYear);

      const requested = await createPermit(t.db, charity, { status: 'requested', permit_number: 'REQ/1' });
      const approved = await charityCommand('permit', 'approve', '--id', String(requested.id));
      expect(approved.stdout).toContain(`permit #${requested.id} REQ/1`);
      expect(approved.stdout).toContain(': approved, in force today');
      const revoked = await charityCommand('permit', 'revoke', '--id', String(requested.id));
      expect(revoked.stdout).toContain(': revoked');

      const listed = await charityCommand('permit', 'list', '--ngo', String(charity.id));
      expect(listed.stdout.trim().split('\n')).toHaveLength(2);
      expect(listed.stdout).toContain('CLI/77');
      expect(listed.stdout).toMatch(/REQ\/1 .*: revoked$/m);

      const registered = await charityCommand(
        'register',
        '--ngo',
        String(charity.id),
        '--legal-name',
        'جمعية الاختبار الخيرية',
        '--registration',
        '555/2020',
      );
      expect(registered.code).toBe(0);
      expect(registered.stdout).toContain('legal name جمعية الاختبار الخيرية, registration number 555/2020');

      const usage = await charityCommand('permit', 'revoke');
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('npm run charity -- permit revoke|approve|reject --id <permit id>');
    });
  },
);
