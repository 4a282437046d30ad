// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { validationMessages } from '@athar/contract/messages';
import { gatewayCheckoutEndpoint } from '@athar/contract/payments/gateway-checkout';
import { createDonationRoute } from '@athar/contract/routes/donations';
import { donationMessages } from '../../../lib/messages/donation';
import { createQueryClient } from '../../../lib/query-client';
import { readStoredCardDonation } from '../../../lib/stored-card-donation';
import {
  answerCalls,
  callsTo,
  campaign as campaignDetails,
  createdDonation,
  envelope,
  hostAnswer,
  hostRefusal,
  on,
  sentBodies,
  unreachable,
} from '../../../test/api-answers';
import { donateMethods } from '../donate-methods';
import { openComment, typeAmount } from '../../../test/donation-form';
import { DonatePanel } from './donate-panel';

configure({ asyncUtilTimeout: 5_000 });

const text = donationMessages.donation;
const PAY_ORIGIN = 'http://pay.test';
const CHECKOUT_URL = 'http://pay.test/paymob/unifiedcheckout/?publicKey=pk&clientSecret=cs';
const TOKEN = 'A'.repeat(43);
const REFUSAL = 'لم تعد الجمعية تقبل الدفع بالمحفظة. اختر طريقة دفع أخرى.';

type Offered = Partial<Pick<CampaignDetails, 'CashCollection' | 'EPayment' | 'Wallet' | 'Kiosk' | 'Meeza'>>;
const ALL: Offered = { CashCollection: true, EPayment: true, Wallet: true, Kiosk: true, Meeza: true };

/** A campaign (id 6, charity 3) offering only the methods given. */
const campaign = (offered: Offered) =>
  campaignDetails({
    CashCollection: false,
    EPayment: false,
    Wallet: false,
    Kiosk: false,
    Meeza: false,
    ...offered,
  });

let nextDonationId = 700;
let checkout: 'open' | 'refuse' | 'unreachable' = 'open';

/** The api (POST /api/donations answers a wallet donation with its token) and the payment host. */
const network = answerCalls({
  [createDonationRoute.path]: () =>
    envelope([
      createdDonation({ donation_id: nextDonationId++, donation_type: 'Wallet', payment_token: TOKEN }),
    ]),
  [on(gatewayCheckoutEndpoint, PAY_ORIGIN)]: () => {
    if (checkout === 'unreachable') unreachable();
    if (checkout === 'refuse') return hostRefusal(REFUSAL, 409);
    return hostAnswer(gatewayCheckoutEndpoint, { Success: true, URL: CHECKOUT_URL });
  },
});
const donationCalls = () => callsTo(network, createDonationRoute);
const checkoutBodies = () => sentBodies(network, gatewayCheckoutEndpoint, PAY_ORIGIN);

/** The campaign page's donate panel with its form open, as the donor meets it. */
async function renderForm(offered: Offered = ALL) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/CampaignDonation/x/6']}>
        <DonatePanel
          campaign={campaign(offered)}
          methods={donateMethods(campaign(offered))!}
          formOpen
          setFormOpen={() => {}}
          retryValues={null}
          buttonRef={createRef()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // the form is its own lazily loaded chunk
  await screen.findByRole('button', { name: text.submit });
  return { user: userEvent.setup() };
}

const field = (label: string, options?: { exact: boolean }) =>
  screen.getByLabelText<HTMLInputElement>(label, options);
const radio = (title: string) => screen.getByRole<HTMLInputElement>('radio', { name: title });
const submit = () => screen.getByRole('button', { name: text.submit });

async function fillWalletDonation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(text.fields.userName), 'خالد منصور');
  await user.type(field(text.fields.email), 'khaled@example.com');
  await typeAmount(user, '150');
  await user.click(radio(text.methods.wallet));
  await user.type(field(text.fields.walletPhone, { exact: false }), '01000000001');
  await openComment(user);
  await user.type(screen.getByRole('textbox', { name: text.fields.comment }), 'رحمه الله');
}

function successDialogOpen(): boolean {
  return screen.getByText(text.successTitle).closest('dialog')!.open;
}

function expectFormKept() {
  expect(field(text.fields.userName).value).toBe('خالد منصور');
  expect(field(text.fields.email).value).toBe('khaled@example.com');
  expect(field(text.fields.amount).value).toBe('150');
  expect(radio(text.methods.wallet).checked).toBe(true);
  expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: text.fields.comment }).value).toBe(
    'رحمه الله',
  );
}

describe('the donation form’s payment methods', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
    const meta = document.createElement('meta');
    meta.name = 'athar-pay-url';
    meta.content = PAY_ORIGIN;
    document.head.append(meta);
    checkout = 'open';
    nextDonationId = 700;
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    document.head.querySelector('meta[name="athar-pay-url"]')?.remove();
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the five methods, in order, each named by its title and described by its own explanation', async () => {
    await renderForm();
    const group = screen.getByRole('radiogroup', { name: text.fields.paymentMethod });
    // the payment methods' radios (the form's other group says how the donation is seen)
    const radios = screen.getAllByRole<HTMLInputElement>('radio').filter((input) => input.name === 'type');
    expect(group.contains(radios[0]!)).toBe(true);
    const shown = [
      [text.methods.cash, text.methods.cashHint],
      [text.methods.card, text.methods.cardHint],
      [text.methods.wallet, text.methods.walletHint],
      [text.methods.kiosk, text.methods.kioskHint],
      [text.methods.meeza, text.methods.meezaHint],
    ];
    expect(radios.map((input) => input.value)).toEqual(['1', '2', '4', '5', '6']);
    radios.forEach((input, index) => {
      const [title, hint] = shown[index]!;
      expect(screen.getByRole('radio', { name: title })).toBe(input);
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([hint]);
    });
    expect(text.methods.wallet).toContain('فودافون كاش');
    expect(text.methods.kioskHint).toContain('48 ساعة');
  });

  it('shows only the methods the campaign’s charity offers', async () => {
    await renderForm({ Wallet: true, Kiosk: true });
    const methods = screen.getAllByRole<HTMLInputElement>('radio').filter((input) => input.name === 'type');
    expect(methods.map((input) => input.value)).toEqual(['4', '5']);
    expect(screen.queryByRole('radio', { name: text.methods.cash })).toBeNull();
    expect(screen.queryByRole('radio', { name: text.methods.card })).toBeNull();
    expect(screen.queryByRole('radio', { name: text.methods.meeza })).toBeNull();
    expect(screen.queryByText(text.methods.meezaHint)).toBeNull();
  });

  it('adds the error to every radio’s description while no method is chosen', async () => {
    const { user } = await renderForm({ Wallet: true, Meeza: true });
    await user.type(field(text.fields.userName), 'خالد منصور');
    await user.type(field(text.fields.email), 'khaled@example.com');
    await typeAmount(user, '150');
    await user.click(submit());
    await screen.findByText(validationMessages.paymentRequired);
    const described = radio(text.methods.meeza).getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      text.methods.meezaHint,
      validationMessages.paymentRequired,
    ]);
    expect(donationCalls()).toHaveLength(0);
  });

  it('moves through the methods with the arrow keys', async () => {
    const { user } = await renderForm();
    await user.click(radio(text.methods.card));
    await user.keyboard('{ArrowDown}');
    expect(radio(text.methods.wallet).checked).toBe(true);
    expect(document.activeElement).toBe(radio(text.methods.wallet));
  });

  it('asks the wallet number, optional and passed on to the payment page, and no phone for a kiosk code', async () => {
    const { user } = await renderForm();
    await user.click(radio(text.methods.wallet));
    expect(field(`${text.fields.walletPhone} ${text.fields.optional}`)).toBeTruthy();
    expect(screen.getByText(text.fields.walletPhoneHint)).toBeTruthy();
    await user.click(radio(text.methods.kiosk));
    expect(screen.queryByLabelText(text.fields.walletPhone, { exact: false })).toBeNull();
    expect(screen.queryByLabelText(text.fields.phone)).toBeNull();
  });

  it('records a wallet donation, opens its checkout with the payment token and goes there', async () => {
    const { user } = await renderForm();
    await fillWalletDonation(user);
    await user.click(submit());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(donationCalls()[0]?.body).toMatchObject({
      donation: { type: PAYMENT_TYPE.wallet, msisdn: '01000000001', city: null },
    });
    expect(checkoutBodies()).toEqual([{ donationId: 700, paymentToken: TOKEN }]);
    // the card flow's stored ids: the payment return opens the receipt with them
    expect(readStoredCardDonation()).toEqual({
      donationId: 700,
      campaignId: 6,
      receiptKey: 'receipt-key',
      paymentToken: TOKEN,
    });
    expect(screen.getByRole('button', { name: text.redirecting })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe(text.redirecting);
    // no success dialog: the donation is not paid yet
    expect(successDialogOpen()).toBe(false);
    expectFormKept();
  });

  it('says the payment host’s own refusal, keeps what was typed, and records anew on the next try', async () => {
    checkout = 'refuse';
    const { user } = await renderForm();
    await fillWalletDonation(user);
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    expect(assign).not.toHaveBeenCalled();
    expect(successDialogOpen()).toBe(false);
    expect(readStoredCardDonation()).toBeNull();
    expectFormKept();
    expect(submit()).toHaveProperty('disabled', false);

    checkout = 'open';
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(donationCalls()).toHaveLength(2);
    expect(checkoutBodies()).toEqual([
      { donationId: 700, paymentToken: TOKEN },
      { donationId: 701, paymentToken: TOKEN },
    ]);
  });

  it('says the generic words when the payment host cannot be reached, and retries the same donation', async () => {
    checkout = 'unreachable';
    const { user } = await renderForm();
    await fillWalletDonation(user);
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(text.checkoutUnreachable);
    expectFormKept();

    checkout = 'open';
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(screen.queryByRole('alert')).toBeNull();
    // no second donation for the same form: the first one's checkout is opened again
    expect(donationCalls()).toHaveLength(1);
    expect(checkoutBodies()).toEqual([
      { donationId: 700, paymentToken: TOKEN },
      { donationId: 700, paymentToken: TOKEN },
    ]);
  });
});
