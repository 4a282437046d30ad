// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CharityAuditEntry } from '@athar/contract/charity/audit';
import { charityAuditRoute } from '@athar/contract/routes/charity';
import { charityAuditMessages as text } from '../../../lib/messages/charity-audit';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, on } from '../../../test/api-answers';
import { CharityAuditPage } from './charity-audit-page';

configure({ asyncUtilTimeout: 5_000 });

const entry = (overrides: Partial<CharityAuditEntry>): CharityAuditEntry => ({
  id: 1,
  at: '2026-05-20T09:30:00.000Z',
  actor_kind: 'staff',
  actor_id: 12,
  actor_label: null,
  action: 'charity.donation.collected',
  object_kind: 'donation',
  object_id: '4501',
  changes: null,
  ip: '10.0.0.1',
  user_agent: 'Mozilla/5.0',
  ...overrides,
});

const COLLECTED = entry({ id: 30, changes: { status: ['pending', 'confirmed'] } });
const FAILED_LOGIN = entry({
  id: 29,
  actor_kind: 'anonymous',
  actor_id: null,
  actor_label: 'mona@charity.example',
  action: 'staff.login.failed',
  object_kind: null,
  object_id: null,
});
const REVOKED = entry({
  id: 7,
  actor_kind: 'command',
  actor_id: null,
  action: 'command.permit.revoked',
  object_kind: 'permit',
  object_id: '88',
});

const network = answerCalls({
  [on(charityAuditRoute)]: ({ query }) =>
    query.get('before') === '29'
      ? envelope([{ entries: [REVOKED], next_before: null }])
      : envelope([{ entries: [COLLECTED, FAILED_LOGIN], next_before: 29 }]),
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/activity']}>
        <CharityAuditPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the charity console’s activity page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('lists the entries newest first in Arabic words, and «المزيد» brings the page after', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading').textContent).toBe(
      text.actions['charity.donation.collected'],
    );
    expect(within(items[0]!).getByText(text.actor.staff(12))).toBeTruthy();
    expect(within(items[0]!).getByText('4501')).toBeTruthy();
    expect(
      within(items[0]!).getByText(
        text.changed(text.fields.status!, text.values.pending!, text.values.confirmed!),
      ),
    ).toBeTruthy();
    expect(within(items[1]!).getByText(text.actor.anonymous('mona@charity.example'))).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: text.more }));
    await within(list).findByText(text.actions['command.permit.revoked']!);
    items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[2]!).getByText(text.actor.command)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.more })).toBeNull();
    const asked = callsTo(network, charityAuditRoute).map((call) => call.query.get('before'));
    expect(asked).toEqual([null, '29']);
  });

  it('names an action it does not know plainly, never as a dotted name', async () => {
    const unknown = entry({ id: 3, action: 'charity.something.new' });
    network.mockImplementationOnce(async () => envelope([{ entries: [unknown], next_before: null }]));
    renderPage();
    expect(await screen.findByText(text.otherAction)).toBeTruthy();
    expect(screen.queryByText('charity.something.new')).toBeNull();
  });
});
