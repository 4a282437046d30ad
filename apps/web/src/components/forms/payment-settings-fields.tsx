import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EGYPTIAN_BANKS } from '@athar/contract/applications/egyptian-banks';
import { paymentSettingsForm, type PaymentSettings } from '@athar/contract/charity/payment-settings';
import { paymentSettingNames } from '@athar/contract/charity/payment-settings-messages';
import { paymentSettingsMessages as text } from '../../lib/messages/payment-settings';
import { FormField } from './form-field';
import { FormFooter } from './form-footer';
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

type PaymentSettingsForm = UseFormReturn<PaymentSettingsFormInput, unknown, PaymentSettingsFormOutput>;

/** A proposal's form, checked with the contract's rules once a field has been left. */
export function usePaymentSettingsForm(defaultValues: PaymentSettingsFormInput): PaymentSettingsForm {
  return useForm<PaymentSettingsFormInput, unknown, PaymentSettingsFormOutput>({
    resolver: zodResolver(paymentSettingsForm),
    mode: 'onTouched',
    defaultValues,
  });
}

/**
 * The settings' fields, by way of giving: the card merchant, the gateway and its integrations, the SMS
 * number, and the bank account — the same in the charity's console and the operators'.
 */
export function PaymentSettingsFields({ form }: { form: PaymentSettingsForm }) {
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

/** The words of a proposal's end: why, and the button (each console says who reads the reason). */
interface ProposalText {
  reason: string;
  reasonHint: string;
  submit: string;
  submitting: string;
}

/** A proposal's fields, its reason and its submit button: what both consoles' proposal forms hold. */
export function PaymentSettingsProposalFields(props: {
  form: PaymentSettingsForm;
  call: { isPending: boolean; isError: boolean; error: unknown };
  text: ProposalText;
}) {
  const { form, call, text: words } = props;
  const { errors } = form.formState;
  return (
    <>
      <PaymentSettingsFields form={form} />
      <FormField
        label={words.reason}
        hint={words.reasonHint}
        maxLength={500}
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <FormFooter
        call={call}
        label={words.submit}
        busyLabel={words.submitting}
        blocked={Object.keys(errors).length > 0}
        submitClassName="sm:w-auto sm:self-end"
      />
    </>
  );
}
