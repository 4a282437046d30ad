import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveredMessages, journalPath, recordDelivered } from './aggregator-journal';
import { billed, maskMsisdn, operatorOf, smsMonthlyReportCsv } from './aggregator-report';

describe('the simulated SMS aggregator', () => {
  it('masks the subscriber’s number as aggregators print it and knows the operator by its prefix', () => {
    expect(maskMsisdn('+201001234567')).toBe('20100****567');
    expect(maskMsisdn('01151234567')).toBe('20115****567');
    expect(maskMsisdn('٠١٢٢٣٤٥٦٧٨٩')).toBe('20122****789');
    expect(operatorOf('01001234567')).toBe('Vodafone');
    expect(operatorOf('+201112345678')).toBe('Etisalat');
    expect(operatorOf('01212345678')).toBe('Orange');
    expect(operatorOf('01512345678')).toBe('WE');
  });

  it('bills messages with its keyword only, whatever the receiver made of them', () => {
    expect(billed('T10001')).toBe(true);
    expect(billed(' t ١٠٠٠١ ')).toBe(true);
    expect(billed('\u200fT10001')).toBe(true);
    expect(billed('نعم')).toBe(false);
    expect(billed('10001')).toBe(false);
  });

  it('writes one short number’s month, oldest first, quoting what must be quoted', () => {
    const message = (id: string, to: string, at: string, text = 'T5') => ({
      message_id: id,
      from: '01001234567',
      to,
      text,
      received_at: at,
    });
    const csv = smsMonthlyReportCsv(
      [
        message('b', '9001', '2026-11-20T10:00:00Z'),
        message('a,1', '9001', '2026-11-02T10:00:00Z'),
        message('c', '9002', '2026-11-03T10:00:00Z'),
        message('d', '9001', '2026-10-31T23:30:00Z'), // 1 November in Cairo
        message('e', '9001', '2026-11-04T10:00:00Z', 'hello'),
        message('f', '9001', '2026-12-01T10:00:00Z'),
      ],
      '9001',
      '2026-11',
    );
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows.map((row) => row.split(',')[2])).toEqual(['Message ID', 'd', '"a', 'b']);
    expect(rows[2]).toContain('"a,1"');
    expect(rows[1]!.split(',').slice(6)).toEqual([
      'MO',
      '5.00',
      '1.50',
      '0.50',
      '3.00',
      'AGG-PO-9001-202611',
    ]);
  });

  it('keeps what it delivered across restarts, each message once, a cut line ignored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-aggregator-'));
    const first = {
      message_id: 'm1',
      from: '0100',
      to: '9001',
      text: 'T1',
      received_at: '2026-11-01T10:00:00Z',
    };
    await recordDelivered(dir, first);
    await recordDelivered(dir, { ...first, text: 'T2' });
    fs.appendFileSync(journalPath(dir), '{"message_id":"m2","fr');
    expect(await deliveredMessages(dir)).toEqual([first]);
    expect(await deliveredMessages(path.join(dir, 'none'))).toEqual([]);
  });
});
