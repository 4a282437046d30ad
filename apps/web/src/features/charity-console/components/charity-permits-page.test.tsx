// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { permitMessages as contractMessages } from '@athar/contract/charity/permit-messages';
import { charityPermitsRoute, requestPermitRoute } from '@athar/contract/routes/charity';
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
  sentBody,
} from '../../../test/api-answers';
import { CharityPermitsPage } from './charity-permits-page';

configure({ asyncUtilTimeout: 5_000 });

let listed: PermitRecord[] = [];
let failList = false;

const network = answerCalls({
  [on(charityPermitsRoute)]: () => (failList ? refusal('عذرًا، حدثت مشكلة في طلبك', 503) : envelope(listed)),
  [on(requestPermitRoute)]: ({ body }) => {
    const created = permit({
      ...(body as Partial<PermitRecord>),
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
    expect(callsTo(network, requestPermitRoute)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(text.form.endsOn));
    await user.type(within(form).getByLabelText(text.form.endsOn), '2027-12-31');
    await user.click(within(form).getByRole('button', { name: text.form.submit }));
    const list = screen.getByRole('list', { name: text.listLabel });
    expect(await within(list).findByText(text.statuses.requested)).toBeTruthy();
    expect(callsTo(network, requestPermitRoute)).toHaveLength(1);
    expect(sentBody(network, requestPermitRoute)).toEqual({
      permit_number: '2027/5',
      issuing_body: 'مديرية التضامن بالجيزة',
      starts_on: '2027-01-10',
      ends_on: '2027-12-31',
      scope: 'online',
    });
  });
});
