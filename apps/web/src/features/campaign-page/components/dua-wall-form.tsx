import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DUA_BODY_MAX, DUA_NAME_MAX, duaForm } from '@athar/contract/remembrance/duas';
import { secondaryButton } from '../../../components/button-classes';
import { ConsentField } from '../../../components/forms/consent-field';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
import { duaWallMessages } from '../../../lib/messages/duas';
import { usePostDua } from '../api/post-dua';

const text = duaWallMessages.form;
const FIELDS = ['body', 'author_name', 'email', 'consent'] as const;

/**
 * Writing a dua or a memory: the text and an optional name; a guest also gives an e-mail (never shown)
 * and ticks the consent box. The button is disabled while sending, so a double click posts once; the
 * answer says whether it shows now or after the family's approval.
 */
export function DuaWallForm({ campaignId, guest }: { campaignId: number; guest: boolean }) {
  const schema = useMemo(() => duaForm(guest), [guest]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { body: '', author_name: '', email: '', consent: false },
  });
  const { errors } = form.formState;
  const posting = usePostDua(campaignId);
  // opened by the visitor's click: the text field takes the focus
  useEffect(() => form.setFocus('body'), [form]);

  const onSubmit = form.handleSubmit((values) => {
    if (posting.isPending) return;
    posting.mutate(
      {
        body: values.body,
        author_name: values.author_name,
        ...(guest ? { email: values.email ?? '', consent: values.consent === true } : {}),
      },
      {
        onSuccess: () => form.reset(),
        onError: (error) => showFieldErrors(error, form.setError, FIELDS),
      },
    );
  });

  if (posting.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert
          kind="success"
          text={posting.data.status === 'pending' ? text.sentPending : text.sentShown}
        />
        <button type="button" className={secondaryButton} onClick={() => posting.reset()}>
          {text.writeAnother}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="dua-form-title"
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-sand-50 p-3 sm:p-4"
    >
      <h3 id="dua-form-title" className="text-lg font-bold text-brand-900">
        {text.title}
      </h3>
      <TextAreaField
        label={text.body}
        hint={text.bodyHint}
        maxLength={DUA_BODY_MAX}
        registration={form.register('body')}
        error={errors.body?.message}
      />
      <FormField
        label={text.name}
        hint={text.nameHint}
        autoComplete="name"
        maxLength={DUA_NAME_MAX}
        registration={form.register('author_name')}
        error={errors.author_name?.message}
      />
      {guest && (
        <>
          <FormField
            label={text.email}
            hint={text.emailHint}
            type="email"
            dir="ltr"
            autoComplete="email"
            registration={form.register('email')}
            error={errors.email?.message}
          />
          <ConsentField registration={form.register('consent')} error={errors.consent?.message} />
        </>
      )}
      <FormAlert kind="error" text={posting.isError ? errorMessage(posting.error) : null} />
      <SubmitButton
        label={text.submit}
        busyLabel={text.submitting}
        busy={posting.isPending}
        className="sm:w-auto sm:self-start"
      />
    </form>
  );
}
