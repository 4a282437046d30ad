// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDonationRoute } from '@athar/contract/routes/donations';
import { clearSession, saveSession } from '../../../lib/session';
import { donationMessages } from '../../../lib/messages/donation';
import { visibilityMessages } from '../../../lib/messages/visibility';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  campaign as campaignDetails,
  createdDonation,
  donor,
  envelope,
  sentBody,
  sessionUser,
} from '../../../test/api-answers';
import { donateMethods } from '../donate-methods';
import { readRetryValues } from '../retry-donation';
import { openVisibility, typeAmount } from '../../../test/donation-form';
import { DonationForm } from './donation-form';
import { DonorRows } from './donor-rows';

configure({ asyncUtilTimeout: 5_000 });

const text = donationMessages.donation;
const choices = visibilityMessages.field.choices;
const campaign = campaignDetails({ CashCollection: false, EPayment: true });

const api = answerCalls({ [createDonationRoute.path]: () => envelope([createdDonation()]) });

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DonationForm
        campaign={campaign}
        methods={donateMethods(campaign)!}
        onCreated={vi.fn()}
        checkout={{ stage: { step: 'idle' }, start: vi.fn(), reopen: () => false, reset: () => {} }}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const group = () => screen.getByRole('group', { name: visibilityMessages.field.legend });
const choice = (title: string) => within(group()).getByRole<HTMLInputElement>('radio', { name: title });

describe('choosing how a donation is seen', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('says the choice in one line, and «تغيير» opens the four choices in one named group, each explained', async () => {
    const user = renderForm();
    expect(screen.queryByRole('group', { name: visibilityMessages.field.legend })).toBeNull();
    expect(screen.getByText(visibilityMessages.field.summary.public)).toBeTruthy();
    await openVisibility(user);
    const radios = within(group()).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual(['public', 'amount_hidden', 'family', 'anonymous']);
    expect(choice(choices.public.title).checked).toBe(true);
    expect(choice(choices.family.title).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(choices.family.hint)).toBeTruthy();
    // every co-administrator sees a family-only gift, not the creator alone (issue 35)
    expect(group().textContent).toContain(
      'يرى اسمك ومبلغك أفراد العائلة الذين يديرون الحملة، ويظهر لغيرهم «فاعل خير» دون مبلغ',
    );
    expect(group().textContent).toContain('لا يظهر اسمك لأحد، حتى لأفراد العائلة الذين يديرون الحملة');
    expect(group().textContent).not.toContain('صاحب الحملة');
    // the old single «فاعل خير» box is gone, and the consent box too (docs/decisions/025): no box at all
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('starts from «فاعل خير» for a donor whose profile hides their data', async () => {
    saveSession(sessionUser({ hide_data: true }));
    const user = renderForm();
    expect(screen.getByText(visibilityMessages.field.summary.anonymous)).toBeTruthy();
    await openVisibility(user);
    expect(choice(choices.anonymous.title).checked).toBe(true);
  });

  it('sends the chosen visibility, and hide_data in step for older readers', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(text.fields.userName), 'خالد منصور');
    await user.type(screen.getByLabelText(text.fields.email), 'khaled@example.com');
    await typeAmount(user, '150');
    await user.click(screen.getByRole('radio', { name: new RegExp(text.methods.card) }));
    await openVisibility(user);
    await user.click(choice(choices.family.title));
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sentBody(api, createDonationRoute)?.donation).toMatchObject({
      visibility: 'family',
      hide_data: true,
    });
  });

  it('keeps the choice across a failed card payment, and reads an unknown one as public', () => {
    const kept = (visibility: unknown) => readRetryValues({ retryDonation: { visibility } })?.visibility;
    expect(kept('amount_hidden')).toBe('amount_hidden');
    expect(kept('family')).toBe('family');
    expect(kept('everyone')).toBe('public');
  });
});

describe('a donor whose amount is not shown', () => {
  afterEach(cleanup);

  it('reads «مبلغ غير معلن» instead of a number', () => {
    const donors = [
      donor({ user_name: 'فاعل خير', donation_date: '2026-01-10T09:00:00.000Z', donation_amount: null }),
      donor({ user_name: 'سامي', donation_amount: 150 }),
    ];
    render(<DonorRows donors={donors} />);
    const [hidden, shown] = screen.getAllByRole('listitem');
    expect(hidden!.textContent).toContain(visibilityMessages.amountHidden);
    expect(hidden!.textContent).not.toMatch(/ج\.م/);
    expect(shown!.textContent).toContain('150');
  });
});
