import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PERMIT_SCOPES } from '@athar/contract/charity/permit-fields';
import { requestPermitBody } from '@athar/contract/charity/permits';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { permitMessages } from '../../../lib/messages/permits';
import { useRequestPermit } from '../api/charity-permits';

const text = permitMessages.form;
const empty = { permit_number: '', issuing_body: '', starts_on: '', ends_on: '', scope: 'online' } as const;

/** The request for a new permit, checked with the contract's own rules and Arabic messages. */
export function PermitRequestForm() {
  const request = useRequestPermit();
  const form = useForm<z.input<typeof requestPermitBody>, unknown, z.output<typeof requestPermitBody>>({
    resolver: zodResolver(requestPermitBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => request.mutate(body, { onSuccess: () => form.reset(empty) }));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="permit-request-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="permit-request-title" className="text-xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      <FormField
        label={text.number}
        hint={text.numberHint}
        dir="ltr"
        autoComplete="off"
        maxLength={40}
        registration={form.register('permit_number')}
        error={errors.permit_number?.message}
      />
      <FormField
        label={text.issuingBody}
        hint={text.issuingBodyHint}
        maxLength={200}
        registration={form.register('issuing_body')}
        error={errors.issuing_body?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={text.startsOn}
          type="date"
          registration={form.register('starts_on')}
          error={errors.starts_on?.message}
        />
        <FormField
          label={text.endsOn}
          type="date"
          hint={text.datesHint}
          registration={form.register('ends_on', { deps: ['starts_on'] })}
          error={errors.ends_on?.message}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-bold text-brand-900">{text.scope}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PERMIT_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2">
              <input
                type="radio"
                value={scope}
                {...form.register('scope')}
                className="size-5 accent-brand-700"
              />
              {permitMessages.scopes[scope]}
            </label>
          ))}
        </div>
        {errors.scope?.message ? (
          <p className="text-sm font-bold text-danger-700">{errors.scope.message}</p>
        ) : null}
      </fieldset>
      <FormFooter
        call={request}
        label={text.submit}
        busyLabel={text.submitting}
        blocked={Object.keys(errors).length > 0}
        submitClassName="sm:w-auto sm:self-end"
      />
    </form>
  );
}
