// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { DonorItem } from '@athar/contract/campaigns/donors';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { clearSession, saveSession } from '../../../lib/session';
import { donationMessages } from '../../../lib/messages/donation';
import { privacyMessages } from '../../../lib/messages/privacy';
import { visibilityMessages } from '../../../lib/messages/visibility';
import { createQueryClient } from '../../../lib/query-client';
import { donateMethods } from '../donate-methods';
import { readRetryValues } from '../retry-donation';
import { DonationForm } from './donation-form';
import { DonorRows } from './donor-rows';

configure({ asyncUtilTimeout: 5_000 });

const text = donationMessages.donation;
const choices = visibilityMessages.field.choices;
const CREATED: CreatedDonation = {
  donation_id: 501,
  donation_type: 'Card',
  amount: 150,
  campaign_id: 6,
  receipt_key: 'receipt-key',
  payment_token: 'token',
};
const campaign = { campaign_id: 6, ngo_id: 3, CashCollection: false, EPayment: true } as CampaignDetails;

const api = vi.fn(
  async () =>
    new Response(JSON.stringify({ status: 1, message: '', data: [CREATED] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

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

  it('offers the four choices in one named group, each explained, the name and amount shown first', () => {
    renderForm();
    const radios = within(group()).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual(['public', 'amount_hidden', 'family', 'anonymous']);
    expect(choice(choices.public.title).checked).toBe(true);
    expect(choice(choices.family.title).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(choices.family.hint)).toBeTruthy();
    // the old single «فاعل خير» box is gone: the consent box is the form's only one
    expect(screen.getAllByRole('checkbox')).toEqual([
      screen.getByRole('checkbox', { name: privacyMessages.consent.label }),
    ]);
  });

  it('starts from «فاعل خير» for a donor whose profile hides their data', () => {
    saveSession({
      user_id: 7,
      user_name: 'أحمد محمود',
      email: 'ahmed@example.com',
      msisdn: '01012345678',
      profile_pic: '',
      hide_data: true,
      verified: true,
      access_token: 'token',
    });
    renderForm();
    expect(choice(choices.anonymous.title).checked).toBe(true);
  });

  it('sends the chosen visibility, and hide_data in step for older readers', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(text.fields.userName), 'خالد منصور');
    await user.type(screen.getByLabelText(text.fields.email), 'khaled@example.com');
    await user.type(screen.getByLabelText(text.fields.amount), '150');
    await user.click(screen.getByRole('radio', { name: new RegExp(text.methods.card) }));
    await user.click(choice(choices.family.title));
    await user.click(screen.getByRole('checkbox', { name: privacyMessages.consent.label }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    const [, init] = api.mock.calls[0] as unknown as [string, RequestInit];
    const { donation } = JSON.parse(String(init.body));
    expect(donation).toMatchObject({ visibility: 'family', hide_data: true });
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
    const donors: DonorItem[] = [
      {
        user_name: 'فاعل خير',
        donation_date: '2026-01-10T09:00:00.000Z',
        donation_amount: null,
        donation_comment: null,
        total_of_donations: 2,
      },
      {
        user_name: 'سامي',
        donation_date: '2026-01-10T08:00:00.000Z',
        donation_amount: 150,
        donation_comment: null,
        total_of_donations: 2,
      },
    ];
    render(<DonorRows donors={donors} />);
    const [hidden, shown] = screen.getAllByRole('listitem');
    expect(hidden!.textContent).toContain(visibilityMessages.amountHidden);
    expect(hidden!.textContent).not.toMatch(/ج\.م/);
    expect(shown!.textContent).toContain('150');
  });
});
