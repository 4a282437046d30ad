import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paymentSettingsForm, type PaymentSettings } from '@athar/contract/charity/payment-settings';
import { FormField } from '../../../components/forms/form-field';
import {
  PaymentSettingsFields,
  settingsFormValues,
  type PaymentSettingsFormInput as FormInput,
  type PaymentSettingsFormOutput as FormOutput,
} from '../../../components/forms/payment-settings-fields';
import { FormFooter } from '../../../components/forms/form-footer';
import { paymentSettingsMessages as text } from '../../../lib/messages/payment-settings';
import { useProposePaymentSettings } from '../api/payment-settings';
import { StepUpDialog } from './step-up-dialog';

/** The proposal of a change, checked with the contract's rules; a fresh code is asked when needed. */
export function PaymentSettingsForm({ current }: { current: PaymentSettings }) {
  const [askingCode, setAskingCode] = useState(false);
  const propose = useProposePaymentSettings(() => setAskingCode(true));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(paymentSettingsForm),
    mode: 'onTouched',
    defaultValues: settingsFormValues(current),
  });
  const { errors } = form.formState;
  const send = () => propose.mutate(form.getValues());
  const onSubmit = form.handleSubmit(() => send());

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
        <PaymentSettingsFields form={form} />
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
