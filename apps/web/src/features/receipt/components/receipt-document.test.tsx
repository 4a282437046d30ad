// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Receipt } from '@athar/contract/donations/receipt';
import { formatEgp } from '@athar/contract/money';
import { receiptMessages } from '../../../lib/messages/receipt';
import { receipt as testReceipt } from '../../../test/api-answers';
import { ReceiptDocument } from './receipt-document';
import { ReceiptNotIssued } from './receipt-not-issued';

const text = receiptMessages.receipt;

const confirmed = (given: Partial<Receipt> = {}) =>
  testReceipt({
    status: 'confirmed',
    channel: 'cash',
    amount: 1250.5,
    amount_in_words: 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير',
    receipt_serial: 42,
    confirmed_at: '2098-12-31T10:00:00.000Z',
    ngo_name: 'جمعية الأمل',
    licence: {
      legal_name: 'جمعية الأمل للتنمية المجتمعية',
      registration_number: '1234/2015',
      permit: {
        permit_number: 'P-2098/17',
        issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
        starts_on: '2098-06-01',
        ends_on: '2099-05-31',
      },
    },
    ...given,
  });

function renderDocument(receipt: Receipt) {
  render(
    <MemoryRouter>
      <ReceiptDocument receipt={receipt} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: text.title });
}

/** The value beside a label in one of the receipt's lists. */
function field(article: HTMLElement, label: string): string {
  const term = within(article).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('the printable receipt (issue 19)', () => {
  afterEach(cleanup);

  it('carries its serial, the amount in digits and words, and the charity as registered', () => {
    const article = renderDocument(confirmed());
    expect(within(article).getByText(text.serial(42))).toBeTruthy();
    expect(field(article, text.serialLabel)).toBe('42');
    expect(within(article).getByText(formatEgp(1250.5))).toBeTruthy();
    expect(article.textContent).toContain('ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير');
    expect(field(article, text.charity)).toBe('جمعية الأمل');
    expect(field(article, text.legalName)).toBe('جمعية الأمل للتنمية المجتمعية');
    // one name for the Ministry's number wherever it is read (issue 35)
    expect(field(article, 'رقم الإشهار بوزارة التضامن الاجتماعي')).toBe('1234/2015');
    expect(field(article, text.permitNumber)).toContain('P-2098/17');
    expect(field(article, text.permitNumber)).toContain(
      text.permitIssuedBy('مديرية التضامن الاجتماعي بالقاهرة'),
    );
    expect(field(article, text.channel)).toBe(text.channels.cash);
  });

  it('says what the register does not hold instead of leaving it blank', () => {
    const article = renderDocument(
      confirmed({ licence: { legal_name: null, registration_number: null, permit: null } }),
    );
    expect(field(article, text.legalName)).toBe(text.notRecorded);
    expect(field(article, text.registrationNumber)).toBe(text.notRecorded);
    expect(field(article, text.permitNumber)).toBe(text.notRecorded);
  });

  it('marks a refunded donation’s receipt as voided, with its number', () => {
    render(
      <MemoryRouter>
        <ReceiptNotIssued receipt={confirmed({ status: 'refunded' })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text.refunded.title);
    expect(screen.getByText(text.voidedSerial(42))).toBeTruthy();
  });
});
