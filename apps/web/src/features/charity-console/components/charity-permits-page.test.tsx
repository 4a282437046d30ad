// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { permitMessages as contractMessages } from '@athar/contract/charity/permit-messages';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import {
  charityPermitCollectedRoute,
  charityPermitCsvRoute,
  charityPermitDocumentRoute,
  charityPermitsRoute,
  requestPermitRoute,
} from '@athar/contract/routes/charity';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { permitCollectedMessages as collectedText } from '../../../lib/messages/permit-collected';
import { clearStaffSession, saveStaffSession } from '../../../lib/staff-session';
import { staffMemberRecord } from '../../../test/records/staff';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { permitMessages as text } from '../../../lib/messages/permits';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  permitRecord as permit,
  refusal,
} from '../../../test/api-answers';
import { CharityPermitsPage } from './charity-permits-page';

configure({ asyncUtilTimeout: 5_000 });

let listed: PermitRecord[] = [];
let failList = false;

const collected: PermitCollected = {
  permit_id: 1,
  permit_number: '2026/101',
  count: 3,
  total: 156_050,
  by_channel: [
    { channel: 'card', count: 2, total: 106_050 },
    { channel: 'wallet', count: 0, total: 0 },
    { channel: 'kiosk', count: 0, total: 0 },
    { channel: 'meeza', count: 0, total: 0 },
    { channel: 'cash', count: 1, total: 50_000 },
    { channel: 'sms', count: 0, total: 0 },
  ],
};

const network = answerCalls({
  [on(charityPermitsRoute)]: () => (failList ? refusal('عذرًا، حدثت مشكلة في طلبك', 503) : envelope(listed)),
  [on(charityPermitCollectedRoute)]: () => envelope([collected]),
  [on(charityPermitCsvRoute)]: () =>
    new Response(new Blob(['\uFEFFالجمعية'], { type: 'text/csv' }), {
      headers: { 'Content-Disposition': 'attachment; filename="permit-2026-101.csv"' },
    }),
  [on(charityPermitDocumentRoute)]: () =>
    new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
      headers: { 'Content-Disposition': 'attachment; filename="permit-1.pdf"' },
    }),
  [on(requestPermitRoute)]: ({ body }) => {
    const form = body as FormData;
    const created = permit({
      permit_number: String(form.get('permit_number')),
      purpose: String(form.get('purpose')),
      has_document: true,
      id: 9,
      status: 'requested',
      in_force_today: false,
      decided_at: null,
    });
    listed = [created, ...listed];
    return envelope([created], { message: contractMessages.requested });
  },
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/permits']}>
        <CharityPermitsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the charity console’s permits page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
    listed = [];
    failList = false;
    saveStaffSession({
      ...staffMemberRecord({ is_admin: true, roles: ['admin'] }),
      access_token: 'staff-token',
    });
  });
  afterEach(() => {
    clearStaffSession();
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('says donations are paused when no online permit is in force, with the empty state', async () => {
    renderPage();
    await screen.findByText(text.emptyTitle);
    expect(screen.getByText(text.onlinePaused)).toBeTruthy();
  });

  it('lists the permits with their status and whether in force today; an offline one does not open donations', async () => {
    listed = [
      permit({ id: 2, scope: 'offline', permit_number: 'OFF/1' }),
      permit({ id: 1, status: 'revoked', in_force_today: false }),
    ];
    renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(text.inForceToday)).toBeTruthy();
    expect(within(items[0]!).getByText(text.scopes.offline)).toBeTruthy();
    expect(within(items[1]!).getByText(text.statuses.revoked)).toBeTruthy();
    expect(screen.getByText(text.onlinePaused)).toBeTruthy();
  });

  it('shows a failure with a retry in place of the list', async () => {
    failList = true;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('عذرًا، حدثت مشكلة في طلبك')).toBeTruthy();
    failList = false;
    await userEvent
      .setup()
      .click(within(alert).getByRole('button', { name: discoveryMessages.listStates.retry }));
    expect(await screen.findByText(text.emptyTitle)).toBeTruthy();
  });

  it('checks the request with the contract’s Arabic messages and asks for the document, then sends it as a form', async () => {
    listed = [permit({})];
    const { user } = renderPage();
    await screen.findByText(text.onlineInForce);
    const form = screen.getByRole('form', { name: text.form.title });
    await user.type(within(form).getByLabelText(text.form.number), '2027/5');
    await user.type(within(form).getByLabelText(text.form.issuingBody), 'مديرية التضامن بالجيزة');
    await user.type(within(form).getByLabelText(text.form.purpose), 'كفالة الأيتام');
    await user.type(within(form).getByLabelText(text.form.startsOn), '2027-01-10');
    await user.type(within(form).getByLabelText(text.form.endsOn), '2027-01-09');
    await user.click(within(form).getByRole('button', { name: text.form.submit }));
    expect(await within(form).findByText(contractMessages.endsBeforeStart)).toBeTruthy();
    expect(await within(form).findByText(text.form.documentMissing)).toBeTruthy();
    expect(callsTo(network, requestPermitRoute)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(text.form.endsOn));
    await user.type(within(form).getByLabelText(text.form.endsOn), '2027-12-31');
    const document = new File(['%PDF-1.4 permit'], 'permit.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(text.form.document), document);
    await user.click(within(form).getByRole('button', { name: text.form.submit }));
    const list = screen.getByRole('list', { name: text.listLabel });
    expect(await within(list).findByText(text.statuses.requested)).toBeTruthy();
    expect(within(list).getByText('كفالة الأيتام')).toBeTruthy();
    const sent = callsTo(network, requestPermitRoute)[0]!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      permit_number: '2027/5',
      issuing_body: 'مديرية التضامن بالجيزة',
      purpose: 'كفالة الأيتام',
      starts_on: '2027-01-10',
      ends_on: '2027-12-31',
      scope: 'online',
    });
    expect((sent.get('document') as File).name).toBe('permit.pdf');
  });

  it('shows a collector the permits without the request form, the document or the totals', async () => {
    saveStaffSession({ ...staffMemberRecord({ roles: ['collector'] }), access_token: 'staff-token' });
    listed = [permit({ has_document: true })];
    renderPage();
    await screen.findByText(text.onlineInForce);
    expect(screen.queryByRole('form', { name: text.form.title })).toBeNull();
    expect(screen.getByText(text.adminOnlyRequest)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.openDocument })).toBeNull();
    expect(screen.queryByRole('button', { name: collectedText.show })).toBeNull();
  });

  it('shows the admin a refusal’s reason, opens the document and the totals by channel, and downloads the CSV', async () => {
    listed = [
      permit({ has_document: true, purpose: 'سقيا الماء' }),
      permit({
        id: 2,
        permit_number: 'R/2',
        status: 'rejected',
        in_force_today: false,
        refusal_reason: 'الصورة غير واضحة',
      }),
    ];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:permit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    const [approved, rejected] = within(list).getAllByRole('listitem');
    expect(within(rejected!).getByText('الصورة غير واضحة')).toBeTruthy();
    expect(within(rejected!).queryByRole('button', { name: collectedText.show })).toBeNull();

    await user.click(within(approved!).getByRole('button', { name: text.openDocument }));
    await waitFor(() => expect(callsTo(network, charityPermitDocumentRoute)).toHaveLength(1));

    await user.click(within(approved!).getByRole('button', { name: collectedText.show }));
    const totals = await within(approved!).findByRole('table');
    expect(within(approved!).getByText(new RegExp(formatPiasters(piasters(156_050))))).toBeTruthy();
    const card = within(totals).getByRole('row', { name: new RegExp(collectedText.channels.card) });
    expect(within(card).getByText(formatPiasters(piasters(106_050)))).toBeTruthy();
    await user.click(within(approved!).getByRole('button', { name: collectedText.csvLabel('2026/101') }));
    await waitFor(() => expect(callsTo(network, charityPermitCsvRoute)).toHaveLength(1));
    expect(callsTo(network, charityPermitCsvRoute)[0]!.params).toEqual({ id: '1' });
  });
});
