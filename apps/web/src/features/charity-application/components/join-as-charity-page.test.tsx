// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationMessages } from '@athar/contract/applications/application-messages';
import { citiesRoute } from '@athar/contract/routes/catalogue';
import { submitApplicationRoute } from '@athar/contract/routes/applications';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, refusal } from '../../../test/api-answers';
import { JoinAsCharityPage } from './join-as-charity-page';

configure({ asyncUtilTimeout: 5_000 });

const text = charityApplicationMessages;
const TOKEN = 'Tracking_token-of-the-new-application-00000';
let refuseWith: Response | null = null;
const api = answerCalls({
  [citiesRoute.path]: () =>
    envelope([
      { id: 1, ar_name: 'القاهرة' },
      { id: 2, ar_name: 'الجيزة' },
    ]),
  [submitApplicationRoute.path]: () =>
    refuseWith ?? envelope([{ token: TOKEN }], { message: applicationMessages.submitted }),
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/JoinAsCharity']}>
        <JoinAsCharityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'certificate.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'board.png', { type: 'image/png' });

async function fill(user: ReturnType<typeof userEvent.setup>, iban = 'EG38 0019 0005 0000 0000 2631 8000 2') {
  await user.type(screen.getByLabelText(text.fields.legal_name), 'جمعية النور للتنمية');
  await user.type(screen.getByLabelText(text.fields.registration_number), '4127/2009');
  await screen.findByRole('option', { name: 'الجيزة' });
  await user.selectOptions(screen.getByLabelText(text.fields.city_id), 'الجيزة');
  await user.type(screen.getByLabelText(text.fields.address), 'شارع التحرير، الدقي');
  await user.type(screen.getByLabelText(text.fields.contact_name), 'منى إبراهيم');
  await user.type(screen.getByLabelText(text.fields.contact_phone), '01012345678');
  await user.type(screen.getByLabelText(text.fields.contact_email), 'mona@nour.example');
  await user.selectOptions(screen.getByLabelText(text.fields.bank), 'بنك مصر');
  await user.type(screen.getByLabelText(text.fields.account_holder), 'جمعية النور للتنمية');
  await user.type(screen.getByLabelText(text.fields.iban), iban);
}

describe('/JoinAsCharity (issue 37)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    refuseWith = null;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('sends the fields and the documents as one multipart form, then links the tracking page', async () => {
    const user = renderPage();
    await fill(user);
    await user.upload(screen.getByLabelText(text.documents.registration_certificate), pdf());
    await user.upload(screen.getByLabelText(text.documents.board_decision), png());
    expect(screen.getByText(text.chosen('certificate.pdf'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.submit }));
    const link = await screen.findByRole('link', { name: text.openTracking });
    expect(link.getAttribute('href')).toBe(`/JoinAsCharity/track/${TOKEN}`);
    const [sent] = callsTo(api, submitApplicationRoute);
    const form = sent!.body as FormData;
    expect(form.get('city_id')).toBe('2');
    expect(form.get('bank')).toBe('misr');
    expect(form.get('iban')).toBe('EG38 0019 0005 0000 0000 2631 8000 2');
    expect((form.get('registration_certificate') as File).name).toBe('certificate.pdf');
    expect((form.get('board_decision') as File).name).toBe('board.png');
    expect(form.get('fundraising_permit')).toBeNull();
  });

  it('checks the IBAN and the required documents before sending anything', async () => {
    const user = renderPage();
    await fill(user, 'EG380019000500000000263180003');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(applicationMessages.ibanCheckFailed)).toBeTruthy();
    await user.clear(screen.getByLabelText(text.fields.iban));
    await user.type(screen.getByLabelText(text.fields.iban), 'EG380019000500000000263180002');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(screen.getAllByText(applicationMessages.documentMissing)).toHaveLength(2));
    await user.upload(
      screen.getByLabelText(text.documents.registration_certificate),
      new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(applicationMessages.documentTooLarge)).toBeTruthy();
    expect(callsTo(api, submitApplicationRoute)).toEqual([]);
  });

  it("shows the server's refusal of a document under that document", async () => {
    refuseWith = refusal(applicationMessages.documentType, 415, {
      board_decision: applicationMessages.documentType,
    });
    const user = renderPage();
    await fill(user);
    await user.upload(screen.getByLabelText(text.documents.registration_certificate), pdf());
    await user.upload(screen.getByLabelText(text.documents.board_decision), png());
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(screen.getAllByText(applicationMessages.documentType)).toHaveLength(2));
    expect(screen.queryByRole('link', { name: text.openTracking })).toBeNull();
  });
});
