import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { DEFAULT_API_SIGNATURE } from '../../packages/contract/src/config-defaults';
import { startAthar, type RunningAthar } from './server';

/**
 * The test-only routes of an Athar started with TEST_CLOCK=on (docs/decisions/020), signed like every /api
 * call: set the clock the scheduled jobs read, and run a job now as its cron would.
 */
export function testClock(athar: () => RunningAthar) {
  async function testCall(url: string, body: unknown = {}): Promise<{ data: unknown }> {
    const response = await fetch(`${athar().baseUrl}${url}`, {
      method: 'POST',
      headers: { 'X-Api-Signature': DEFAULT_API_SIGNATURE, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as { data: unknown };
  }
  const runJob = (name: string) => testCall(`/api/test/jobs/${name}/run`);

  return {
    setClock: (at: string) => testCall('/api/test/clock', { at }),
    runJob,
    /**
     * The first link matching `pattern` (its first group) in a mail to `to` that the app wrote under
     * DATA_DIR/mail, other than `except` (a link already read: a newer mail's is wanted); a mail queued
     * meanwhile is sent by running the outbox's sweep rather than waiting.
     */
    async mailedHref(to: string, pattern: RegExp, except?: string): Promise<string> {
      const mailDir = path.join(athar().dataDir, 'mail');
      for (let attempt = 0; attempt < 100; attempt++) {
        const files = fs.existsSync(mailDir)
          ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
          : [];
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
          const addressed = [mail.to].flat().some((group) => group?.text.includes(to));
          const link = String(mail.html).match(pattern)?.[1]?.replaceAll('&amp;', '&');
          if (addressed && link && link !== except) return link;
        }
        if (attempt % 10 === 9) await runJob('mail-outbox-sweep');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no mail to ${to} with a link like ${pattern}`);
    },
  };
}

/** `day` at `time` on Cairo clocks, as an ISO instant with Egypt's offset that day (+02:00, +03:00 in summer). */
export function cairoInstant(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${day}T${time}:00${offset || 'Z'}`;
}

/**
 * This file's own Athar with TEST_CLOCK=on (the shared one keeps the real clock), started before its
 * journeys and stopped after them, with the clock's calls.
 */
export function atharWithTestClock() {
  let athar: RunningAthar | undefined;
  beforeAll(async () => {
    athar = await startAthar(inject('atharTemplate'), { TEST_CLOCK: 'on' });
  });
  afterAll(async () => {
    await athar?.stop();
  });
  const running = () => {
    if (!athar) throw new Error('the test-clock Athar is not running');
    return athar;
  };
  return { athar: running, ...testClock(running) };
}
