import { useState } from 'react';
import type { PaymentSettings } from '@athar/contract/charity/payment-settings';
import {
  PaymentSettingsProposalFields,
  settingsFormValues,
  usePaymentSettingsForm,
} from '../../../components/forms/payment-settings-fields';
import { paymentSettingsMessages as text } from '../../../lib/messages/payment-settings';
import { useProposePaymentSettings } from '../api/payment-settings';
import { StepUpDialog } from './step-up-dialog';

/** The proposal of a change; a fresh code is asked when needed. */
export function PaymentSettingsForm({ current }: { current: PaymentSettings }) {
  const [askingCode, setAskingCode] = useState(false);
  const propose = useProposePaymentSettings(() => setAskingCode(true));
  const form = usePaymentSettingsForm(settingsFormValues(current));
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
        <PaymentSettingsProposalFields form={form} call={propose} text={text} />
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
