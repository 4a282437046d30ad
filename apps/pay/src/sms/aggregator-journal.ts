import fs from 'node:fs/promises';
import path from 'node:path';
import type { DeliveredSms, ReversedSms } from './aggregator-report';

/** Where the simulated aggregator keeps the messages it delivered: one JSON object a line. */
export const journalPath = (dataDir: string) => path.join(dataDir, 'sms-aggregator', 'delivered.jsonl');

/** Where it keeps the charges the mobile operators reversed to their subscribers. */
export const reversalsPath = (dataDir: string) => path.join(dataDir, 'sms-aggregator', 'reversed.jsonl');

async function append(file: string, record: object) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify(record)}\n`, 'utf8');
}

async function records<T>(file: string, keyOf: (record: T) => unknown): Promise<T[]> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const byKey = new Map<string, T>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const record = JSON.parse(line) as T;
      const key = keyOf(record);
      if (typeof key === 'string' && !byKey.has(key)) byKey.set(key, record);
    } catch {
      // a line cut by a crash mid-write: not a record
    }
  }
  return [...byKey.values()];
}

/** Keeps one delivered message (appended; a line is written whole or not read back). */
export async function recordDelivered(dataDir: string, message: DeliveredSms): Promise<void> {
  await append(journalPath(dataDir), message);
}

/** The messages delivered so far, each once (a redelivery keeps its first record). */
export function deliveredMessages(dataDir: string): Promise<DeliveredSms[]> {
  return records<DeliveredSms>(journalPath(dataDir), (message) => message.message_id);
}

/** Keeps the reversal of a delivered message's charge (a message is reversed once: the first kept). */
export async function recordReversal(dataDir: string, reversal: ReversedSms): Promise<void> {
  await append(reversalsPath(dataDir), reversal);
}

/** The reversals so far, each message once. */
export function reversedMessages(dataDir: string): Promise<ReversedSms[]> {
  return records<ReversedSms>(reversalsPath(dataDir), (reversal) => reversal.message_id);
}
