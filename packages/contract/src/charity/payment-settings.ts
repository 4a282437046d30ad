import { z } from 'zod';
import { publicText } from '../accounts/fields';
import { EGYPTIAN_BANKS } from '../applications/egyptian-banks';
import { egyptianIban } from '../applications/application-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  charityPaymentSettingsRoute,
  operatorPaymentSettingsRoute,
  operatorProposePaymentSettingsRoute,
  proposePaymentSettingsRoute,
  withdrawPaymentSettingsRoute,
} from '../routes/payment-settings';
import { paymentSettingNames, paymentSettingsMessages as messages } from './payment-settings-messages';

/** Where a charity's money goes: null = that way of giving is not offered. No secret is ever here. */
export const paymentSettings = z.object({
  merchant_id: z.string().nullable(),
  merchant_name: z.string().nullable(),
  paymob_account: z.string().nullable(),
  wallet_integration_id: z.number().int().nullable(),
  kiosk_integration_id: z.number().int().nullable(),
  meeza_integration_id: z.number().int().nullable(),
  sms_short_number: z.string().nullable(),
  /** the bank account donations are paid out to (docs/decisions/043): a key of EGYPTIAN_BANKS */
  bank: z.string().nullable(),
  account_holder: z.string().nullable(),
  iban: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;
export const PAYMENT_SETTING_FIELDS = Object.keys(paymentSettingNames) as (keyof PaymentSettings)[];

/** A text field of the form: empty = none (null); otherwise it must match. */
const blankOr = (shape: RegExp, message: string) =>
  z
    .string(message)
    .trim()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || shape.test(value), message);
const integration = z
  .string(messages.integrationInvalid)
  .trim()
  .regex(/^([1-9][0-9]{0,8})?$/, messages.integrationInvalid)
  .transform((value) => (value === '' ? null : Number(value)));

/** A field the form may leave out (an older client): empty, as the contract read it before 043. */
const optionalText = (message: string) =>
  z
    .string(message)
    .trim()
    .optional()
    .transform((value) => (value ? value : null));
const bankField = optionalText(messages.bankInvalid).refine(
  (value) => value === null || Object.hasOwn(EGYPTIAN_BANKS, value),
  messages.bankInvalid,
);
const holderField = optionalText(messages.accountHolderInvalid).refine(
  (value) => value === null || (value.length >= 2 && value.length <= 200),
  messages.accountHolderInvalid,
);
const ibanField = z
  .string(messages.ibanInvalid)
  .optional()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(z.union([z.null(), egyptianIban]));

/** The form as sent: every field a text (empty = none), and why. */
export const paymentSettingsForm = z
  .object({
    merchant_id: blankOr(/^[A-Za-z0-9_-]{1,64}$/, messages.merchantIdInvalid),
    merchant_name: publicText(100, messages.merchantNameInvalid)
      .transform((value) => (value === '' ? null : value))
      .refine((value) => value === null || value.length >= 2, messages.merchantNameInvalid),
    paymob_account: blankOr(/^[A-Za-z0-9_-]{1,64}$/, messages.accountInvalid),
    wallet_integration_id: integration,
    kiosk_integration_id: integration,
    meeza_integration_id: integration,
    sms_short_number: blankOr(/^[0-9]{3,6}$/, messages.smsInvalid),
    bank: bankField,
    account_holder: holderField,
    iban: ibanField,
    reason: publicText(500, messages.reasonInvalid).pipe(z.string().min(3, messages.reasonInvalid)),
  })
  .superRefine((form, context) => {
    const bank = [form.bank, form.account_holder, form.iban];
    if (bank.some((value) => value === null) && bank.some((value) => value !== null))
      context.addIssue({ code: 'custom', path: ['iban'], message: messages.bankIncomplete });
    if ((form.merchant_id === null) !== (form.merchant_name === null))
      context.addIssue({ code: 'custom', path: ['merchant_name'], message: messages.merchantIncomplete });
    const integrations = [form.wallet_integration_id, form.kiosk_integration_id, form.meeza_integration_id];
    if (form.paymob_account === null && integrations.some((id) => id !== null))
      context.addIssue({
        code: 'custom',
        path: ['paymob_account'],
        message: messages.integrationNeedsAccount,
      });
  });
export type PaymentSettingsFormInput = z.input<typeof paymentSettingsForm>;

export const paymentSettingChange = z.object({
  id: z.number().int(),
  before: paymentSettings,
  after: paymentSettings,
  reason: z.string(),
  proposed_by_name: z.string(),
  proposed_at: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
});
export type PaymentSettingChange = z.infer<typeof paymentSettingChange>;

const settingsAnswer = envelope(
  z.array(
    z.object({
      ngo_name: z.string(),
      current: paymentSettings,
      /** the proposal waiting for a second person, if any */
      pending: paymentSettingChange.nullable(),
      /** the bank account the charity's application gave (docs/decisions/043): a proposal's starting values */
      application_bank: z
        .object({ bank: z.string(), account_holder: z.string(), iban: z.string() })
        .nullable(),
    }),
  ),
);
const id = decimalNumber(z.coerce.number().int().positive());

/** The settings' changed fields, one line each: «name: before ← after» (the approval list and the mails). */
/** A setting as a person reads it: the bank by its Arabic name, not its key; null for none. */
export function settingInWords(
  field: keyof PaymentSettings,
  value: string | number | null | undefined,
): string | null {
  if (value === null || value === undefined) return null;
  if (field === 'bank') return EGYPTIAN_BANKS[value as keyof typeof EGYPTIAN_BANKS] ?? String(value);
  return String(value);
}

/**
 * Each changed setting in words, «الاسم: قبل ← بعد». Each value is isolated (FSI … PDI): two Latin
 * values side by side would otherwise run together left to right in the Arabic line, and the arrow
 * would point from the new value to the old one.
 */
export function describeChanges(before: PaymentSettings, after: PaymentSettings): string[] {
  const shown = (field: keyof PaymentSettings, value: string | number | null | undefined) =>
    `\u2068${settingInWords(field, value) ?? 'لا يوجد'}\u2069`;
  // a proposal stored before 043 has no bank fields: missing is none
  return PAYMENT_SETTING_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map(
    (field) =>
      `${paymentSettingNames[field]}: ${shown(field, before[field])} ← ${shown(field, after[field])}`,
  );
}

/** GET /api/charity/payment-settings — the charity's settings and the waiting proposal (its admins). */
export const charityPaymentSettingsEndpoint = defineEndpoint({
  ...charityPaymentSettingsRoute,
  response: settingsAnswer,
});

/** POST /api/charity/payment-settings — the admin proposes a change (a fresh code); not applied yet. */
export const proposePaymentSettingsEndpoint = defineEndpoint({
  ...proposePaymentSettingsRoute,
  body: paymentSettingsForm,
  response: settingsAnswer,
});

/** POST /api/charity/payment-settings/changes/:id/withdraw — the admin withdraws the waiting proposal. */
export const withdrawPaymentSettingsEndpoint = defineEndpoint({
  ...withdrawPaymentSettingsRoute,
  params: z.object({ id }),
  response: settingsAnswer,
});

/** GET /api/operator/charities/:id/payment-settings — a charity's settings, for onboarding. */
export const operatorPaymentSettingsEndpoint = defineEndpoint({
  ...operatorPaymentSettingsRoute,
  params: z.object({ id }),
  response: settingsAnswer,
});

/** POST /api/operator/charities/:id/payment-settings — an operator proposes; another operator approves. */
export const operatorProposePaymentSettingsEndpoint = defineEndpoint({
  ...operatorProposePaymentSettingsRoute,
  params: z.object({ id }),
  body: paymentSettingsForm,
  response: settingsAnswer,
});
