// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '@athar/contract/charity/payment-settings';
import { paymentSettingsMessages } from '@athar/contract/charity/payment-settings-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { operatorApplicationRoute } from '@athar/contract/routes/applications';
import { operatorMeRoute, operatorStepUpRoute } from '@athar/contract/routes/operator';
import {
  operatorPaymentSettingsRoute,
  operatorProposePaymentSettingsRoute,
} from '@athar/contract/routes/payment-settings';
import { clearAlerts } from '../../../lib/alerts';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { operatorPaymentSettingsMessages as text } from '../../../lib/messages/operator-payment-settings';
import { answerCalls, envelope, on, operatorProfile, refusal, sentBodies } from '../../../test/api-answers';
import { renderConsole, stepUpNeeded } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const none: PaymentSettings = {
  merchant_id: null,
  merchant_name: null,
  paymob_account: null,
  wallet_integration_id: null,
  kiosk_integration_id: null,
  meeza_integration_id: null,
  sms_short_number: null,
  bank: null,
  account_holder: null,
  iban: null,
};
const bank = { bank: 'misr', account_holder: 'جمعية النور', iban: 'EG380019000500000000263180002' };
const application = {
  id: 7,
  legal_name: 'جمعية النور',
  registration_number: '4127/2020',
  governorate: 'القاهرة',
  status: 'approved',
  submitted_at: '2026-12-01T09:00:00.000Z',
  updated_at: '2026-12-02T09:00:00.000Z',
  fields: {
    legal_name: 'جمعية النور',
    registration_number: '4127/2020',
    city_id: 1,
    governorate: 'القاهرة',
    address: 'الدقي',
    contact_name: 'منى',
    contact_phone: '01012345678',
    contact_email: 'mona@example.com',
    website: null,
    ...bank,
  },
  bank_name: 'بنك مصر',
  operator_message: null,
  ngo_id: 31,
  documents: [],
};

describe('a charity’s payment settings proposed in the operators’ console (decision 043)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('starts from the application’s bank account, asks a fresh code, then shows the change waiting for another person', async () => {
    let fresh = false;
    let pending: object | null = null;
    const settings = () =>
      envelope([{ ngo_name: 'جمعية النور', current: none, pending, application_bank: bank }]);
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['onboarding'] })]),
      [on(operatorApplicationRoute)]: () => envelope([application]),
      [on(operatorPaymentSettingsRoute)]: settings,
      [on(operatorStepUpRoute)]: () => {
        fresh = true;
        return envelope([{ until: '2026-12-06T10:20:00.000Z' }], { message: operatorMessages.steppedUp });
      },
      [on(operatorProposePaymentSettingsRoute)]: () => {
        if (!fresh) return stepUpNeeded();
        pending = {
          id: 5,
          before: none,
          after: { ...none, ...bank },
          reason: 'الحساب من الطلب',
          proposed_by_name: 'سارة',
          proposed_at: '2026-12-06T10:00:00.000Z',
          status: 'pending',
        };
        return settings();
      },
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/applications?application=7');
    const form = await screen.findByRole('form', { name: text.title });
    expect(within(form).getByText(text.fromApplication)).toBeTruthy();
    expect((within(form).getByLabelText(/IBAN/) as HTMLInputElement).value).toBe(bank.iban);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await within(form).findByText(paymentSettingsMessages.reasonInvalid)).toBeTruthy();
    await user.type(within(form).getByLabelText(text.reason), 'الحساب من الطلب');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    const stepUp = await screen.findByRole('dialog', { name: operatorConsoleMessages.stepUp.title });
    await user.type(within(stepUp).getByRole('textbox'), '135790');
    await user.click(within(stepUp).getByRole('button', { name: operatorConsoleMessages.stepUp.submit }));
    expect(await screen.findByText(text.fourEyes)).toBeTruthy();
    expect(screen.getByText('البنك: \u2068لا يوجد\u2069 ← \u2068بنك مصر\u2069')).toBeTruthy();
    await waitFor(() => expect(sentBodies(api, operatorProposePaymentSettingsRoute)).toHaveLength(2));
    expect(sentBodies(api, operatorProposePaymentSettingsRoute)[1]).toMatchObject({
      ...bank,
      reason: 'الحساب من الطلب',
    });
  });

  it('shows the server’s Arabic refusal', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['admin'] })]),
      [on(operatorApplicationRoute)]: () => envelope([application]),
      [on(operatorPaymentSettingsRoute)]: () =>
        envelope([{ ngo_name: 'جمعية النور', current: none, pending: null, application_bank: bank }]),
      [on(operatorProposePaymentSettingsRoute)]: () => refusal(paymentSettingsMessages.pendingExists, 409),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/applications?application=7');
    const form = await screen.findByRole('form', { name: text.title });
    await user.type(within(form).getByLabelText(text.reason), 'الحساب من الطلب');
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(paymentSettingsMessages.pendingExists)).toBeTruthy();
  });
});
