import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LOCAL_PAY_WEBHOOK_SECRET } from '../../packages/server-kit/src/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * Adds a staff member to a charity the way the operator does, `npm run charity -- add-staff`, which
 * calls the running app over signed HTTP; the app mails the invitation link.
 */
export async function addCharityStaff(
  baseUrl: string,
  staff: { ngoId: number; email: string; name: string },
) {
  await run(
    'npm',
    [
      'run',
      'charity',
      '--',
      'add-staff',
      '--ngo',
      String(staff.ngoId),
      '--email',
      staff.email,
      '--name',
      staff.name,
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PUBLIC_URL: baseUrl,
        PAY_WEBHOOK_SECRET: LOCAL_PAY_WEBHOOK_SECRET,
      },
    },
  );
}
