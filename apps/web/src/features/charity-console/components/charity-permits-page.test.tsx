// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { permitMessages as contractMessages } from '@athar/contract/charity/permit-messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { permitMessages as text } from '../../../lib/messages/permits';
import { createQueryClient } from '../../../lib/query-client';
import { CharityPermitsPage } from './charity-permits-page';

configure({ asyncUtilTimeout: 5_000 });

const permit = (given: Partial<PermitRecord>): PermitRecord => ({
  id: 1,
  ngo_id: 3,
  permit_number: '2026/101',
  issuing_body: 'مديرية التضامن الاجتماعي بمحافظة القاهرة',
  starts_on: '2026-01-01',
  ends_on: '2026-12-20',
  scope: 'online',
  status: 'approved',
  in_force_today: true,
  created_at: '2026-01-01T08:00:00.000Z',
  decided_at: '2026-01-01T08:00:00.000Z',
  revoked_at: null,
  ...given,
});

let listed: PermitRecord[] = [];
let failList = false;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://console.test');
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
  if (url.pathname !== '/api/charity/permits') return json({}, 404);
  if (method === 'GET') {
    return failList
      ? json({ status: 0, message: 'عذرًا، حدثت مشكلة في طلبك', data: [] }, 503)
      : json({ status: 1, message: '', data: listed });
  }
  const body = JSON.parse(String(input instanceof Request ? await input.text() : init?.body)) as PermitRecord;
  const created = permit({ ...body, id: 9, status: 'requested', in_force_today: false, decided_at: null });
  listed = [created, ...listed];
  return json({ status: 1, message: contractMessages.requested, data: [created] });
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
  });
  afterEach(() => {
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

  it('checks the request with the contract’s Arabic messages, then sends it and lists it as waiting', async () => {
    listed = [permit({})];
    const { user } = renderPage();
    await screen.findByText(text.onlineInForce);
    const form = screen.getByRole('form', { name: text.form.title });
    await user.type(within(form).getByLabelText(text.form.number), '2027/5');
    await user.type(within(form).getByLabelText(text.form.issuingBody), 'مديرية التضامن بالجيزة');
    await user.type(within(form).getByLabelText(text.form.startsOn), '2027-01-10');
    await user.type(within(form).getByLabelText(text.form.endsOn), '2027-01-09');
    await user.click(within(form).getByRole('button', { name: text.form.submit }));
    expect(await within(form).findByText(contractMessages.endsBeforeStart)).toBeTruthy();
    expect(network.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(text.form.endsOn));
    await user.type(within(form).getByLabelText(text.form.endsOn), '2027-12-31');
    await user.click(within(form).getByRole('button', { name: text.form.submit }));
    const list = screen.getByRole('list', { name: text.listLabel });
    expect(await within(list).findByText(text.statuses.requested)).toBeTruthy();
    const posts = network.mock.calls.filter(
      ([input, init]) => (input instanceof Request ? input.method : init?.method) === 'POST',
    );
    expect(posts).toHaveLength(1);
    const [input, init] = posts[0]!;
    expect(JSON.parse(String(input instanceof Request ? await input.clone().text() : init?.body))).toEqual({
      permit_number: '2027/5',
      issuing_body: 'مديرية التضامن بالجيزة',
      starts_on: '2027-01-10',
      ends_on: '2027-12-31',
      scope: 'online',
    });
  });
});
