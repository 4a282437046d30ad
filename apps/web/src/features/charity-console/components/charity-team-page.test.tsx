// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '@athar/contract/charity/team';
import { charityTeamMessages as serverText } from '@athar/contract/charity/team-messages';
import {
  charityTeamRoute,
  disableCharityStaffRoute,
  inviteCharityStaffRoute,
  setCharityTaxNumberRoute,
  staffStepUpRoute,
} from '@athar/contract/routes/charity';
import { clearAlerts } from '../../../lib/alerts';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { charityTeamMessages as text } from '../../../lib/messages/charity-team';
import { createQueryClient } from '../../../lib/query-client';
import { clearStaffSession, saveStaffSession } from '../../../lib/staff-session';
import { answerCalls, callsTo, envelope, on, refusal, sentBodies } from '../../../test/api-answers';
import { staffMemberRecord } from '../../../test/records/staff';
import { CharityTeamPage } from './charity-team-page';
import { ConsoleNav } from './console-nav';

configure({ asyncUtilTimeout: 5_000 });

const ADMIN = staffMemberRecord({ id: 7, is_admin: true, roles: ['admin'], factor_enrolled: true });
const member = (given: Partial<TeamMember>): TeamMember => ({
  id: 7,
  staff_name: 'منى عبد الله',
  email: 'mona@charity.example',
  roles: ['admin'],
  joined: true,
  disabled: false,
  factor_enrolled: true,
  ...given,
});
const COLLECTOR = member({
  id: 9,
  staff_name: 'كريم سامي',
  email: 'karim@charity.example',
  roles: ['collector'],
});
const INVITEE = member({
  id: 12,
  staff_name: 'سلمى عادل',
  email: 'salma@charity.example',
  roles: ['finance'],
  joined: false,
});
const stepUpNeeded = () => refusal('أدخل الرمز', 403, { step_up: 'أدخل الرمز' });

function renderPage() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/team']}>
        <ConsoleNav />
        <CharityTeamPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

describe('the charity’s team page', () => {
  beforeEach(() => {
    onlineManager.setOnline(true);
    saveStaffSession({ ...ADMIN, access_token: 'staff-token', session: 'ready' });
  });
  afterEach(() => {
    cleanup();
    clearAlerts();
    clearStaffSession();
    vi.unstubAllGlobals();
  });

  it('invites a finance member after a fresh code, and lists them as waiting for their password', async () => {
    let fresh = false;
    let staff = [member({}), COLLECTOR];
    const api = answerCalls({
      [on(charityTeamRoute)]: () => envelope([{ staff, tax_number: null }]),
      [on(inviteCharityStaffRoute)]: () => {
        if (!fresh) return stepUpNeeded();
        staff = [...staff, INVITEE];
        return envelope([INVITEE], { message: serverText.invited });
      },
      [on(staffStepUpRoute)]: () => {
        fresh = true;
        return envelope([{ until: '2026-12-06T10:20:00.000Z' }]);
      },
    });
    vi.stubGlobal('fetch', api);
    const user = renderPage();

    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: text.nav })).toBeTruthy();
    await screen.findByText('كريم سامي');
    // oneself: no way to change one's own roles or leave
    const self = screen.getByText(text.you).closest('li')!;
    expect(within(self).queryByRole('button', { name: text.disable })).toBeNull();

    const form = screen.getByRole('heading', { name: text.invite.title }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: text.invite.submit }));
    expect(await within(form).findByText(serverText.roleRequired)).toBeTruthy();
    expect(callsTo(api, inviteCharityStaffRoute)).toHaveLength(0);

    await user.type(within(form).getByLabelText(text.invite.name), 'سلمى عادل');
    await user.type(within(form).getByLabelText(text.invite.email), 'Salma@Charity.example');
    await user.click(within(form).getByRole('checkbox', { name: new RegExp(text.roles.finance) }));
    await user.click(within(form).getByRole('button', { name: text.invite.submit }));

    const dialog = await screen.findByRole('dialog', { name: text.stepUp.title });
    await user.type(within(dialog).getByRole('textbox'), '135790');
    await user.click(within(dialog).getByRole('button', { name: text.stepUp.submit }));
    expect(await screen.findByText('سلمى عادل')).toBeTruthy();
    expect(screen.getByText(text.waiting)).toBeTruthy();
    expect(sentBodies(api, inviteCharityStaffRoute)).toEqual([
      { name: 'سلمى عادل', email: 'salma@charity.example', roles: ['finance'] },
      { name: 'سلمى عادل', email: 'salma@charity.example', roles: ['finance'] },
    ]);
  });

  it('checks the tax number before sending it, and disables a member', async () => {
    const api = answerCalls({
      [on(charityTeamRoute)]: () => envelope([{ staff: [member({}), COLLECTOR], tax_number: null }]),
      [on(setCharityTaxNumberRoute)]: () =>
        envelope([{ tax_number: '987654321' }], { message: serverText.taxNumberSet }),
      [on(disableCharityStaffRoute)]: () =>
        envelope([{ ...COLLECTOR, disabled: true }], { message: serverText.disabled }),
    });
    vi.stubGlobal('fetch', api);
    const user = renderPage();
    expect(await screen.findByText(text.tax.missing)).toBeTruthy();
    const field = screen.getByLabelText(text.tax.label);
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: text.tax.submit }));
    expect(await screen.findByText(serverText.taxNumberInvalid)).toBeTruthy();
    expect(callsTo(api, setCharityTaxNumberRoute)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '٩٨٧٦٥٤٣٢١');
    await user.click(screen.getByRole('button', { name: text.tax.submit }));
    await waitFor(() =>
      expect(sentBodies(api, setCharityTaxNumberRoute)).toEqual([{ tax_number: '987654321' }]),
    );

    const karim = screen.getByText('كريم سامي').closest('li')!;
    await user.click(within(karim).getByRole('button', { name: text.disable }));
    await waitFor(() => expect(callsTo(api, disableCharityStaffRoute)).toHaveLength(1));
    expect(callsTo(api, disableCharityStaffRoute)[0]!.url.pathname).toBe('/api/charity/team/9/disable');
  });

  it('shows a finance member the fee statements tab but neither the team nor the cash queue', async () => {
    saveStaffSession({
      ...ADMIN,
      id: 12,
      is_admin: false,
      roles: ['finance'],
      access_token: 't',
      session: 'ready',
    });
    vi.stubGlobal(
      'fetch',
      answerCalls({ [on(charityTeamRoute)]: () => refusal(serverText.notYourRoom, 403) }),
    );
    render(
      <MemoryRouter initialEntries={['/charity/fee-statements']}>
        <ConsoleNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'رسوم الخدمة' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: text.nav })).toBeNull();
    expect(within(nav).queryByRole('link', { name: charityConsoleMessages.charity.nav.queue })).toBeNull();
  });
});
