// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { validationMessages } from '@athar/contract/messages';
import { citiesRoute, cityAreasRoute } from '@athar/contract/routes/catalogue';
import { createDonationRoute } from '@athar/contract/routes/donations';
import { donationMessages } from '../../../lib/messages/donation';
import { privacyMessages } from '../../../lib/messages/privacy';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  callsTo,
  campaign as campaignDetails,
  createdDonation,
  envelope,
  place,
} from '../../../test/api-answers';
import { donateMethods } from '../donate-methods';
import { openComment, typeAmount } from '../../../test/donation-form';
import { DonationForm } from './donation-form';

// a machine busy with other suites can take longer than testing-library's default second
configure({ asyncUtilTimeout: 5_000 });

const text = donationMessages.donation;
const ARABIC = /[\u0600-\u06FF]/;
const CITY = place({ id: 1, ar_name: 'القاهرة' });
const AREA = place({ id: 11, ar_name: 'مدينة نصر' });
const CREATED = createdDonation({ payment_token: 'token' });

/** A campaign (id 6, charity 3) offering cash, card, both or neither. */
const campaign = (methods: { cash: boolean; card: boolean }) =>
  campaignDetails({ CashCollection: methods.cash, EPayment: methods.card });

/** The api as the form meets it: governorates, their areas, and POST /api/donations. */
const api = answerCalls({
  [cityAreasRoute.path]: () => envelope([AREA]),
  [citiesRoute.path]: () => envelope([CITY]),
  [createDonationRoute.path]: () => envelope([CREATED]),
});
const donationPosts = () => callsTo(api, createDonationRoute);

function renderForm(methods = { cash: true, card: true }) {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DonationForm
        campaign={campaign(methods)}
        methods={donateMethods(campaign(methods))!}
        onCreated={onCreated}
        checkout={{ stage: { step: 'idle' }, start: vi.fn(), reopen: () => false, reset: () => {} }}
      />
    </QueryClientProvider>,
  );
  return { onCreated, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const method = (title: string) => screen.getByRole('radio', { name: new RegExp(title) });
const submit = () => screen.getByRole('button', { name: text.submit });

async function fillDonor(user: ReturnType<typeof userEvent.setup>, amount = '150') {
  await user.type(field(text.fields.userName), 'خالد منصور');
  await user.type(field(text.fields.email), 'khaled@example.com');
  await typeAmount(user, amount);
}

describe('the donation form', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    // happy-dom's navigator says offline, which would hold every query and mutation back
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('says in Arabic, as it is typed, that 100 EGP is the least, and blocks the submit until it is', async () => {
    const { user } = renderForm();
    await typeAmount(user, '99');
    const message = await screen.findByText(validationMessages.amountMin);
    expect(message.textContent).toMatch(ARABIC);
    expect(field(text.fields.amount).getAttribute('aria-invalid')).toBe('true');
    expect(submit()).toHaveProperty('disabled', true);

    await user.clear(field(text.fields.amount));
    await user.type(field(text.fields.amount), '100');
    await waitFor(() => expect(screen.queryByText(validationMessages.amountMin)).toBeNull());
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('offers 100, 200 and 500 EGP to tap in one radio group, «مبلغ آخر» opening the amount field', async () => {
    const { user, onCreated } = renderForm();
    const group = screen.getByRole('radiogroup', { name: text.fields.amountLegend });
    const chips = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(chips.map((chip) => chip.labels?.[0]?.textContent)).toEqual([
      '100 ج.م',
      '200 ج.م',
      '500 ج.م',
      text.fields.amountOther,
    ]);
    expect(screen.queryByLabelText(text.fields.amount)).toBeNull();
    await user.click(chips[0]!);
    await user.keyboard('{ArrowDown}');
    expect(chips[1]!.checked).toBe(true);
    await user.type(field(text.fields.userName), 'خالد منصور');
    await user.type(field(text.fields.email), 'khaled@example.com');
    await user.click(method(text.methods.card));
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]![1]).toMatchObject({ amount: 200 });

    await user.click(within(group).getByRole('radio', { name: text.fields.amountOther }));
    expect(document.activeElement).toBe(field(text.fields.amount));
    expect(field(text.fields.amount)).toHaveProperty('value', '');
  });

  it('keeps the message to the family behind «أضف رسالة للأسرة» and sends what is typed there', async () => {
    const { user, onCreated } = renderForm();
    expect(screen.queryByRole('textbox', { name: text.fields.comment })).toBeNull();
    await fillDonor(user);
    await user.click(method(text.methods.card));
    await openComment(user);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: text.fields.comment }));
    await user.keyboard('رحمه الله');
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]![1]).toMatchObject({ comment: 'رحمه الله' });
  });

  it('asks for a payment method when none was chosen, and sends nothing', async () => {
    const { user, onCreated } = renderForm();
    await fillDonor(user);
    await user.click(submit());
    expect(await screen.findByText(validationMessages.paymentRequired)).toBeTruthy();
    const methodRadios = screen
      .getAllByRole<HTMLInputElement>('radio')
      .filter((radio) => radio.name === 'type');
    expect(methodRadios.map((radio) => radio.checked)).toEqual([false, false]);
    expect(donationPosts()).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('requires the phone, governorate, area and address for cash, each with its Arabic message', async () => {
    const { user, onCreated } = renderForm();
    await fillDonor(user);
    await user.click(method(text.methods.cash));
    const address = screen.getByRole('group', { name: text.addressTitle });
    expect(within(address).getByLabelText(text.fields.city)).toBeTruthy();

    await user.click(submit());
    for (const message of [
      validationMessages.phoneInvalid,
      validationMessages.cityRequired,
      validationMessages.areaRequired,
      validationMessages.addressShort,
    ]) {
      expect((await screen.findByText(message)).textContent).toMatch(ARABIC);
    }
    expect(donationPosts()).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('sends a complete cash donation with the chosen governorate and area', async () => {
    const { user, onCreated } = renderForm();
    await fillDonor(user);
    await user.click(method(text.methods.cash));
    await user.type(field(text.fields.phone), '01012345678');
    await user.selectOptions(
      await screen.findByLabelText(text.fields.city),
      await screen.findByText(CITY.ar_name),
    );
    await user.selectOptions(field(text.fields.area), await screen.findByText(AREA.ar_name));
    await user.type(field(text.fields.address), 'شارع النيل، عمارة 4، الدور الثالث');
    await user.click(submit());

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [, donation] = onCreated.mock.calls[0]!;
    expect(donation).toMatchObject({
      campaign_id: 6,
      ngoId: 3,
      type: PAYMENT_TYPE.cash,
      msisdn: '01012345678',
      city: CITY.id,
      area: AREA.id,
    });
  });

  it('switching from cash to card drops the address and the phone, and sends no phone', async () => {
    const { user, onCreated } = renderForm();
    await fillDonor(user);
    await user.click(method(text.methods.cash));
    expect(screen.getByText(text.fields.phoneHint)).toBeTruthy();
    await user.click(submit());
    await screen.findByText(validationMessages.phoneInvalid);

    await user.click(method(text.methods.card));
    await waitFor(() => expect(screen.queryByText(validationMessages.phoneInvalid)).toBeNull());
    expect(screen.queryByRole('group', { name: text.addressTitle })).toBeNull();
    expect(screen.queryByLabelText(text.fields.phone)).toBeNull();

    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [created, donation] = onCreated.mock.calls[0]!;
    expect(created).toEqual(CREATED);
    expect(donation).toMatchObject({ type: PAYMENT_TYPE.card, msisdn: null, city: null, area: null });
  });

  it('asks no consent box: one line under the button names it and links the privacy notice, and no consent is sent', async () => {
    const { user, onCreated } = renderForm();
    // docs/decisions/025: the donation is what the donor asked for; the form's only boxes are extras
    expect(screen.queryByRole('checkbox', { name: privacyMessages.consent.label })).toBeNull();
    const processing = privacyMessages.processing;
    const line = screen.getByText(
      (_content, node) =>
        node?.tagName === 'P' &&
        node.textContent ===
          `${processing.lead(text.submit, processing.purposes.donation)} ${processing.link}.`,
    );
    expect(within(line).getByRole('link', { name: processing.link }).getAttribute('href')).toBe('/Privacy');
    // under the button
    expect(submit().compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fillDonor(user);
    await user.click(method(text.methods.card));
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]![1]).not.toHaveProperty('consent');
    expect((donationPosts()[0]!.body as { donation: object }).donation).not.toHaveProperty('consent');
  });

  it('offers only the methods the campaign’s charity takes', () => {
    renderForm({ cash: false, card: true });
    const methods = screen.getAllByRole<HTMLInputElement>('radio').filter((radio) => radio.name === 'type');
    expect(methods).toHaveLength(1);
    expect(method(text.methods.card)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: new RegExp(text.methods.cash) })).toBeNull();
  });
});
