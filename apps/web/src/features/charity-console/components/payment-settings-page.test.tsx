// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettingChange, PaymentSettings } from '@athar/contract/charity/payment-settings';
import { paymentSettingsMessages as contractMessages } from '@athar/contract/charity/payment-settings-messages';
import { staffStepUpRoute } from '@athar/contract/routes/charity';
import {
  charityPaymentSettingsRoute,
  proposePaymentSettingsRoute,
  withdrawPaymentSettingsRoute,
} from '@athar/contract/routes/payment-settings';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { paymentSettingsMessages as text } from '../../../lib/messages/payment-settings';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, on, refusal, sentBody } from '../../../test/api-answers';
import { PaymentSettingsPage } from './payment-settings-page';

configure({ asyncUtilTimeout: 5_000 });

const current: PaymentSettings = {
  merchant_id: 'TESTATHAR01',
  merchant_name: 'ATHAR TEST CHARITY',
  paymob_account: null,
  wallet_integration_id: null,
  kiosk_integration_id: null,
  meeza_integration_id: null,
  sms_short_number: null,
  bank: null,
  account_holder: null,
  iban: null,
};
let pending: PaymentSettingChange | null = null;
let steppedUp = false;

const network = answerCalls({
  [on(charityPaymentSettingsRoute)]: () =>
    envelope([{ ngo_name: 'جمعية الأمل', current, pending, application_bank: null }]),
  [on(proposePaymentSettingsRoute)]: ({ body }) => {
    if (!steppedUp)
      return refusal(factorMessages.stepUpNeeded, 403, { step_up: factorMessages.stepUpNeeded });
    const sent = body as { sms_short_number: string; reason: string };
    pending = {
      id: 5,
      before: current,
      after: { ...current, sms_short_number: sent.sms_short_number },
      reason: sent.reason,
      proposed_by_name: 'منى سالم',
      proposed_at: '2026-12-06T10:00:00.000Z',
      status: 'pending',
    };
    return envelope([{ ngo_name: 'جمعية الأمل', current, pending }], { message: contractMessages.proposed });
  },
  [on(staffStepUpRoute)]: () => {
    steppedUp = true;
    return envelope([{ until: '2026-12-06T10:05:00.000Z' }]);
  },
  [on(withdrawPaymentSettingsRoute)]: () => {
    pending = null;
    return envelope([{ ngo_name: 'جمعية الأمل', current, pending }], { message: contractMessages.withdrawn });
  },
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/payment-settings']}>
        <PaymentSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the charity console’s payment settings page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
    pending = null;
    steppedUp = false;
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('checks the form with the contract’s Arabic messages, asks a fresh code, then shows the change waiting', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: text.formTitle });
    expect(within(form).getByLabelText(text.names.merchant_id)).toHaveProperty('value', 'TESTATHAR01');
    const sms = within(form).getByLabelText(text.names.sms_short_number);
    await user.type(sms, '12');
    await user.type(within(form).getByLabelText(text.reason), 'رقم جديد');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await within(form).findByText(contractMessages.smsInvalid)).toBeTruthy();
    expect(callsTo(network, proposePaymentSettingsRoute)).toHaveLength(0);

    await user.clear(sms);
    await user.type(sms, '7788');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    const dialog = await screen.findByRole('dialog', { name: text.stepUp.title });
    await user.type(within(dialog).getByLabelText(staffFactorMessages.code.label), '123456');
    await user.click(within(dialog).getByRole('button', { name: text.stepUp.submit }));

    const waiting = await screen.findByRole('region', { name: text.pendingTitle });
    expect(
      within(waiting).getByText('رقم الرسائل القصيرة: \u2068لا يوجد\u2069 ← \u20687788\u2069'),
    ).toBeTruthy();
    expect(callsTo(network, proposePaymentSettingsRoute)).toHaveLength(2);
    expect(sentBody(network, proposePaymentSettingsRoute)).toMatchObject({
      sms_short_number: '7788',
      merchant_id: 'TESTATHAR01',
      reason: 'رقم جديد',
    });
    expect(screen.queryByRole('form', { name: text.formTitle })).toBeNull();

    await user.click(within(waiting).getByRole('button', { name: text.withdraw }));
    expect(await screen.findByRole('form', { name: text.formTitle })).toBeTruthy();
    expect(callsTo(network, withdrawPaymentSettingsRoute)[0]?.params).toEqual({ id: '5' });
  });

  it('names the bank the settings send the money to, not its key', async () => {
    const before = { ...current };
    Object.assign(current, {
      bank: 'misr',
      account_holder: 'جمعية الأمل',
      iban: 'EG030002000156789012345678901',
    });
    try {
      renderPage();
      const inForce = await screen.findByRole('region', { name: text.currentTitle });
      expect(within(inForce).getByText('بنك مصر')).toBeTruthy();
      expect(within(inForce).queryByText('misr')).toBeNull();
      expect(within(inForce).getByText('EG030002000156789012345678901')).toBeTruthy();
    } finally {
      Object.assign(current, before);
    }
  });
});
