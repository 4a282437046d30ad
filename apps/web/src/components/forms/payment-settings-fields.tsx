import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EGYPTIAN_BANKS } from '@athar/contract/applications/egyptian-banks';
import type { paymentSettingsForm, PaymentSettings } from '@athar/contract/charity/payment-settings';
import { paymentSettingNames } from '@athar/contract/charity/payment-settings-messages';
import { paymentSettingsMessages as text } from '../../lib/messages/payment-settings';
import { FormField } from './form-field';
import { SelectField } from './select-field';

export type PaymentSettingsFormInput = z.input<typeof paymentSettingsForm>;
export type PaymentSettingsFormOutput = z.output<typeof paymentSettingsForm>;

const BANK_OPTIONS = Object.entries(EGYPTIAN_BANKS).map(([id, ar_name]) => ({ id, ar_name }));
const asText = (value: string | number | null) => (value === null ? '' : String(value));

/** A proposal's form starts from the settings in force: only what is meant to change is touched. */
export function settingsFormValues(current: PaymentSettings): PaymentSettingsFormInput {
  return {
    merchant_id: asText(current.merchant_id),
    merchant_name: asText(current.merchant_name),
    paymob_account: asText(current.paymob_account),
    wallet_integration_id: asText(current.wallet_integration_id),
    kiosk_integration_id: asText(current.kiosk_integration_id),
    meeza_integration_id: asText(current.meeza_integration_id),
    sms_short_number: asText(current.sms_short_number),
    bank: asText(current.bank),
    account_holder: asText(current.account_holder),
    iban: asText(current.iban),
    reason: '',
  };
}

/**
 * The settings' fields, by way of giving: the card merchant, the gateway and its integrations, the SMS
 * number, and the bank account — the same in the charity's console and the operators'.
 */
export function PaymentSettingsFields({
  form,
}: {
  form: UseFormReturn<PaymentSettingsFormInput, unknown, PaymentSettingsFormOutput>;
}) {
  const { errors } = form.formState;
  const field = (
    name: Exclude<keyof PaymentSettingsFormInput, 'reason' | 'bank'>,
    maxLength: number,
    numeric = false,
  ) => (
    <FormField
      label={paymentSettingNames[name]}
      dir="ltr"
      autoComplete="off"
      maxLength={maxLength}
      {...(numeric ? { inputMode: 'numeric' as const } : {})}
      registration={form.register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 font-bold text-brand-900">{text.bankAccount}</legend>
        <SelectField
          label={paymentSettingNames.bank}
          placeholder={text.noBank}
          options={BANK_OPTIONS}
          // the option chosen from the first render (a select's value set later can miss its options)
          defaultValue={form.formState.defaultValues?.bank ?? ''}
          registration={form.register('bank')}
          error={errors.bank?.message}
        />
        <FormField
          label={paymentSettingNames.account_holder}
          maxLength={200}
          autoComplete="off"
          registration={form.register('account_holder')}
          error={errors.account_holder?.message}
        />
        {field('iban', 40)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 font-bold text-brand-900">{text.card}</legend>
        {field('merchant_id', 64)}
        {field('merchant_name', 100)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 font-bold text-brand-900">{text.gateway}</legend>
        {field('paymob_account', 64)}
        {field('wallet_integration_id', 9, true)}
        {field('kiosk_integration_id', 9, true)}
        {field('meeza_integration_id', 9, true)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 font-bold text-brand-900">{text.sms}</legend>
        {field('sms_short_number', 6, true)}
      </fieldset>
    </>
  );
}
