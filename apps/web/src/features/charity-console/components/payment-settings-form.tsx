import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paymentSettingsForm, type PaymentSettings } from '@athar/contract/charity/payment-settings';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { paymentSettingsMessages as text } from '../../../lib/messages/payment-settings';
import { useProposePaymentSettings } from '../api/payment-settings';
import { StepUpDialog } from './step-up-dialog';

type FormInput = z.input<typeof paymentSettingsForm>;
type FormOutput = z.output<typeof paymentSettingsForm>;
const asText = (value: string | number | null) => (value === null ? '' : String(value));

/** The form starts from the settings in force: the admin changes only what they mean to. */
function startingValues(current: PaymentSettings): FormInput {
  return {
    merchant_id: asText(current.merchant_id),
    merchant_name: asText(current.merchant_name),
    paymob_account: asText(current.paymob_account),
    wallet_integration_id: asText(current.wallet_integration_id),
    kiosk_integration_id: asText(current.kiosk_integration_id),
    meeza_integration_id: asText(current.meeza_integration_id),
    sms_short_number: asText(current.sms_short_number),
    reason: '',
  };
}

/** The proposal of a change, checked with the contract's rules; a fresh code is asked when needed. */
export function PaymentSettingsForm({ current }: { current: PaymentSettings }) {
  const [askingCode, setAskingCode] = useState(false);
  const propose = useProposePaymentSettings(() => setAskingCode(true));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(paymentSettingsForm),
    mode: 'onTouched',
    defaultValues: startingValues(current),
  });
  const { errors } = form.formState;
  const send = () => propose.mutate(form.getValues());
  const onSubmit = form.handleSubmit(() => send());
  const field = (name: Exclude<keyof FormInput, 'reason'>, maxLength: number, numeric = false) => (
    <FormField
      label={text.names[name]}
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
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="payment-settings-form-title"
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="payment-settings-form-title" className="text-xl font-bold text-brand-900">
            {text.formTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.formLead}</p>
        </div>
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
        <FormField
          label={text.reason}
          hint={text.reasonHint}
          maxLength={500}
          registration={form.register('reason')}
          error={errors.reason?.message}
        />
        <FormFooter
          call={propose}
          label={text.submit}
          busyLabel={text.submitting}
          blocked={Object.keys(errors).length > 0}
          submitClassName="sm:w-auto sm:self-end"
        />
      </form>
      {/* outside the form: the dialog holds a form of its own */}
      <StepUpDialog
        open={askingCode}
        text={text.stepUp}
        onClose={() => setAskingCode(false)}
        onDone={() => {
          setAskingCode(false);
          send();
        }}
      />
    </>
  );
}
