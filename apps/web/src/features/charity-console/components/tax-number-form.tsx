import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { taxNumberBody } from '@athar/contract/charity/team';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { showFieldErrors } from '../../../lib/api-error';
import { charityTeamMessages } from '../../../lib/messages/charity-team';
import type { TeamCall } from './charity-team-page';

const text = charityTeamMessages.tax;
type Input = z.input<typeof taxNumberBody>;
type Output = z.output<typeof taxNumberBody>;

/** The charity's tax registration number: 9 digits (Arabic-Indic ones are read as 0-9). */
export function TaxNumberForm({
  current,
  call,
  onSend,
}: {
  current: string | null;
  call: TeamCall;
  onSend: (taxNumber: string) => Promise<void>;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(taxNumberBody),
    mode: 'onTouched',
    defaultValues: { tax_number: current ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ tax_number }) => {
    try {
      await onSend(tax_number);
    } catch (error) {
      showFieldErrors(error, form.setError, ['tax_number']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 className="text-lg font-bold text-brand-900">{text.title}</h2>
      <p className="text-sm text-muted">{current ? text.lead : text.missing}</p>
      <FormField
        label={text.label}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        error={errors.tax_number?.message}
        registration={form.register('tax_number')}
      />
      <FormFooter
        call={call}
        label={text.submit}
        busyLabel={text.saving}
        blocked={Object.keys(errors).length > 0}
        align="end"
        submitClassName="sm:w-auto"
      />
    </form>
  );
}
