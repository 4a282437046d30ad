// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reserveJuzRoute } from '@athar/contract/routes/remembrance-khatma';
import { khatmaMessages as khatmaApiMessages } from '@athar/contract/remembrance/khatma-messages';
import { khatmaMessages } from '../../../lib/messages/khatma';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on, sentBodies } from '../../../test/api-answers';
import { KhatmaReserveDialog } from './khatma-reserve-dialog';

const text = khatmaMessages.reserve;
const api = answerCalls(
  {
    [on(reserveJuzRoute)]: () =>
      envelope(
        { khatma_id: 3, juz: 7, secret: 'S'.repeat(43), reader: 'R'.repeat(43) },
        { message: khatmaApiMessages.reservedWithLink(7) },
      ),
  },
  { otherwise: () => envelope({ khatma: null, finished_count: 0 }) },
);

function openDialog(onReserved = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <KhatmaReserveDialog campaignId={6} khatmaId={3} juz={7} onClose={() => {}} onReserved={onReserved} />
    </QueryClientProvider>,
  );
  return onReserved;
}

describe('reserving a juz with an address for its «read» link (issue 35)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('offers an optional e-mail or phone, asking no consent: it is used for the link alone', () => {
    openDialog();
    const field = screen.getByLabelText(text.contact);
    expect(text.contact).toContain('(اختياري)');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      text.contactHint,
    );
    // the one box is «show my name»: no consent is asked for the address
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByLabelText(text.showName)).toBe(screen.getByRole('checkbox'));
  });

  it('says under the field what is neither an e-mail nor a mobile, sending nothing', async () => {
    openDialog();
    const user = userEvent.setup();
    const field = screen.getByLabelText(text.contact);
    await user.type(field, '0223456789');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(khatmaApiMessages.contactInvalid)).toBeTruthy();
    expect(sentBodies(api, reserveJuzRoute)).toEqual([]);
  });

  it('sends the address with the reservation, and the answer’s words say the link is coming', async () => {
    const onReserved = openDialog();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(text.contact), 'Reader@Example.com');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await vi.waitFor(() => expect(onReserved).toHaveBeenCalledWith(khatmaApiMessages.reservedWithLink(7)));
    expect(sentBodies(api, reserveJuzRoute)).toEqual([
      { reader_name: '', show_name: false, contact: 'Reader@Example.com' },
    ]);
  });
});
