// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightDonor } from '@athar/contract/giving/night-donor';
import { MAX_NIGHT_EGP } from '@athar/contract/giving/schedules';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { createDonationRoute } from '@athar/contract/routes/donations';
import { nightDonorRoute } from '@athar/contract/routes/giving';
import { campaignDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { donationMessages } from '../../../lib/messages/donation';
import { givingMessages } from '../../../lib/messages/giving';
import { NIGHT_EGP_MAX } from '../../../lib/night-amount';
import { createQueryClient } from '../../../lib/query-client';
import { readNightLink } from '../night-link';
import {
  answerCalls,
  callsTo,
  campaign,
  envelope,
  nightDonor,
  refusal,
  sentBody,
} from '../../../test/api-answers';
import { CampaignPage } from './campaign-page';

configure({ asyncUtilTimeout: 5_000 });

let details = campaign();
/** who the night's link gives as; null: the api knows no such night (404) */
let known: NightDonor | null = null;
const NIGHT_TOKEN = `n.41.2027-03-07.${'A'.repeat(43)}`;

const api = answerCalls(
  {
    [campaignDetailsRoute.path]: () => envelope([details]),
    [campaignDuasRoute.path]: () => envelope({ items: [], next_before: null }),
    [nightDonorRoute.path]: () => (known ? envelope(known) : refusal(apiMessages.notFound, 404)),
  },
  { otherwise: () => envelope([]) },
);

/** The donation the page posted, as the server would read it. */
const sentDonation = () => sentBody(api, createDonationRoute)?.donation ?? null;

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/CampaignDonation/:title/:campaignId" element={<CampaignPage />} />
          <Route path="/Campaign/:campaignId" element={<CampaignPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const text = donationMessages.donation.nightDonor;
const dialog = async () =>
  screen.findByRole('dialog', { name: donationMessages.donation.formTitle('محمد علي') });
const methodRadio = (scope: HTMLElement, title: string) =>
  within(scope).getByRole<HTMLInputElement>('radio', { name: title });

describe('scheduled giving on the campaign page (issue 21)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
    details = campaign();
    known = null;
  });

  it('opens the donation form from a night’s one-tap link filled in, and sends the night’s token with the gift', async () => {
    // a token the api knows no night of (404): the form asks the donor as always
    details = campaign({ Wallet: true });
    const user = renderAt(`/Campaign/6?give=150&method=wallet&night=${NIGHT_TOKEN}`);
    const form = await dialog();
    const amount = await within(form).findByLabelText<HTMLInputElement>(
      donationMessages.donation.fields.amount,
    );
    expect(amount.value).toBe('150');
    expect(methodRadio(form, donationMessages.donation.methods.wallet).checked).toBe(true);
    expect(methodRadio(form, donationMessages.donation.methods.card).checked).toBe(false);

    await user.type(within(form).getByLabelText(donationMessages.donation.fields.userName), 'خالد منصور');
    await user.type(
      within(form).getByLabelText(donationMessages.donation.fields.email),
      'khaled@example.com',
    );
    await user.click(within(form).getByRole('button', { name: donationMessages.donation.submit }));
    await vi.waitFor(() => expect(sentDonation()).not.toBeNull());
    expect(sentDonation()).toMatchObject({ amount: 150, type: 4, schedule_night: NIGHT_TOKEN });
  });

  it('gives as the schedule’s donor in one line, masked, and sends no name, e-mail or phone (issue 35)', async () => {
    details = campaign({ Wallet: true });
    known = nightDonor();
    const user = renderAt(`/Campaign/6?give=150&method=wallet&night=${NIGHT_TOKEN}`);
    const form = await dialog();
    const change = await within(form).findByRole('button', {
      name: `${text.change} ${text.changeDonor}`,
    });
    expect(change.closest('p')!.textContent).toBe(
      `${text.givesAs} هالة منصور (h•••@example.com) — ${text.change} ${text.changeDonor}`,
    );
    const phone = within(form).getByRole('button', { name: `${text.change} ${text.changePhone}` });
    expect(phone.closest('p')!.textContent).toContain(`${text.walletPhone} 432 —`);
    // in place of the fields
    expect(within(form).queryByLabelText(donationMessages.donation.fields.userName)).toBeNull();
    expect(within(form).queryByLabelText(donationMessages.donation.fields.email)).toBeNull();
    expect(
      within(form).queryByLabelText(donationMessages.donation.fields.walletPhone, { exact: false }),
    ).toBeNull();
    const [asked] = callsTo(api, nightDonorRoute);
    expect(Object.fromEntries(asked!.query)).toEqual({ token: NIGHT_TOKEN, campid: '6' });

    // one tap: the server gives as the schedule's donor
    await user.click(within(form).getByRole('button', { name: donationMessages.donation.submit }));
    await vi.waitFor(() => expect(sentDonation()).not.toBeNull());
    const sent = sentDonation()!;
    expect(sent).toMatchObject({ amount: 150, type: 4, schedule_night: NIGHT_TOKEN });
    expect(Object.keys(sent)).not.toContain('user_name');
    expect(Object.keys(sent)).not.toContain('email');
    expect(Object.keys(sent)).not.toContain('msisdn');
  });

  it('brings the name, e-mail and phone fields back empty on «تغيير», and sends what is typed (issue 35)', async () => {
    details = campaign({ Wallet: true });
    known = nightDonor();
    const user = renderAt(`/Campaign/6?give=150&method=wallet&night=${NIGHT_TOKEN}`);
    const form = await dialog();
    await user.click(await within(form).findByRole('button', { name: `${text.change} ${text.changeDonor}` }));
    const name = within(form).getByLabelText<HTMLInputElement>(donationMessages.donation.fields.userName);
    const email = within(form).getByLabelText<HTMLInputElement>(donationMessages.donation.fields.email);
    const phone = within(form).getByLabelText<HTMLInputElement>(
      donationMessages.donation.fields.walletPhone,
      {
        exact: false,
      },
    );
    expect([name.value, email.value, phone.value]).toEqual(['', '', '']);
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(within(form).queryByText(text.givesAs, { exact: false })).toBeNull();

    // nothing typed: asked for as in any form, nothing sent
    await user.click(within(form).getByRole('button', { name: donationMessages.donation.submit }));
    await within(form).findByText(validationMessages.nameShort);
    expect(sentDonation()).toBeNull();
    await user.type(name, 'خالد منصور');
    await user.type(email, 'khaled@example.com');
    await user.click(within(form).getByRole('button', { name: donationMessages.donation.submit }));
    await vi.waitFor(() => expect(sentDonation()).not.toBeNull());
    expect(sentDonation()).toMatchObject({
      user_name: 'خالد منصور',
      email: 'khaled@example.com',
      msisdn: null,
      schedule_night: NIGHT_TOKEN,
    });
  });

  it('leaves the method to the donor when the campaign no longer takes the link’s, and ignores a bad amount', async () => {
    renderAt('/CampaignDonation/x/6?give=1e3&method=kiosk');
    const form = await dialog();
    // no amount is chosen for the donor: none of the amounts to tap, and no amount field opened
    const amounts = await within(form).findByRole('radiogroup', {
      name: donationMessages.donation.fields.amountLegend,
    });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    expect(within(form).queryByLabelText(donationMessages.donation.fields.amount)).toBeNull();
    expect(methodRadio(form, donationMessages.donation.methods.cash).checked).toBe(false);
    expect(methodRadio(form, donationMessages.donation.methods.card).checked).toBe(false);
    expect(readNightLink('?give=200&method=card')).toEqual({ amount: '200', method: 'card', night: '' });
    // only a token of the night's shape is passed on; the server checks its signature
    expect(readNightLink(`?give=200&night=${NIGHT_TOKEN}x`)?.night).toBe('');
    expect(readNightLink('?give=200&night=g.41.abc')?.night).toBe('');
    expect(readNightLink('?method=card')).toBeNull();
  });

  it('opens no form without a link, and invites to scheduled giving only where card, wallet or kiosk is taken', async () => {
    const user = renderAt('/CampaignDonation/x/6');
    const entry = await screen.findByRole('region', { name: givingMessages.entry.title });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(entry).getByRole('button', { name: givingMessages.entry.open }));
    const form = await screen.findByRole('dialog', { name: givingMessages.entry.dialogTitle('محمد علي') });
    const methods = await within(form).findByRole('group', { name: givingMessages.fields.methodLegend });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    cleanup();

    details = campaign({ EPayment: false });
    renderAt('/CampaignDonation/x/6');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: givingMessages.entry.title })).toBeNull();
  });

  it('keeps the per-night maximum of the zod-free check equal to the contract’s', () => {
    expect(NIGHT_EGP_MAX).toBe(MAX_NIGHT_EGP);
  });
});
