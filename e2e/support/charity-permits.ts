import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LOCAL_PAY_WEBHOOK_SECRET } from '../../packages/server-kit/src/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * `npm run charity -- <args>` against the running app, as the operator keeps the charity register
 * and its fundraising permits (Law 149/2019): signed HTTP, like the other operator commands.
 */
async function charityCommand(baseUrl: string, args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'charity', '--', ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PUBLIC_URL: baseUrl,
      PAY_WEBHOOK_SECRET: LOCAL_PAY_WEBHOOK_SECRET,
    },
  });
  return stdout;
}

/** A day `offset` days from today in Cairo, as `YYYY-MM-DD` (the day permits are judged by). */
export function cairoDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(day);
}

/** The charity's legal name and Ministry registration number (`register`). */
export async function registerCharity(
  baseUrl: string,
  charity: { ngoId: number; legalName: string; registration: string },
) {
  await charityCommand(baseUrl, [
    'register',
    '--ngo',
    String(charity.ngoId),
    '--legal-name',
    charity.legalName,
    '--registration',
    charity.registration,
  ]);
}

/** The ids of the charity's permits in force today (`permit list`). */
export async function permitsInForce(baseUrl: string, ngoId: number): Promise<number[]> {
  const listed = await charityCommand(baseUrl, ['permit', 'list', '--ngo', String(ngoId)]);
  return [...listed.matchAll(/^permit #(\d+) .*, in force today$/gm)].map((match) => Number(match[1]));
}

/** Revokes one permit (`permit revoke`). */
export async function revokePermit(baseUrl: string, permitId: number) {
  await charityCommand(baseUrl, ['permit', 'revoke', '--id', String(permitId)]);
}

/** Adds an online permit, approved at once as the operator enters it (`permit add`). */
export async function addPermit(
  baseUrl: string,
  permit: { ngoId: number; number: string; body: string; from: string; to: string },
) {
  await charityCommand(baseUrl, [
    'permit',
    'add',
    '--ngo',
    String(permit.ngoId),
    '--number',
    permit.number,
    '--body',
    permit.body,
    '--from',
    permit.from,
    '--to',
    permit.to,
  ]);
}
