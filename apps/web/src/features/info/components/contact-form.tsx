import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactBody } from '@athar/contract/about/contact';
import { MESSAGE_CLEAR_MS } from '@athar/contract/constants';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-error';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useSendContact } from '../api/send-contact';
import { ContactField } from './contact-field';

/** PRODUCT.md §2 contact states: 0 idle, 1 sent, 2 sending, 3 failed (back to idle after 5 s). */
type ContactStatus = 0 | 1 | 2 | 3;

export function ContactForm() {
  const text = discoveryMessages.contact;
  const [status, setStatus] = useState<ContactStatus>(0);
  // a refusal to try again later (429) says so in the server's words; any other failure, the form's
  const [failure, setFailure] = useState<string>(text.failed);
  const send = useSendContact();
  const form = useForm<z.input<typeof contactBody>, unknown, z.output<typeof contactBody>>({
    resolver: zodResolver(contactBody),
    mode: 'onTouched',
    defaultValues: { name: '', msisdn: '', from: '', message: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (status !== 3) return;
    const timer = setTimeout(() => setStatus(0), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(2);
    try {
      await send.mutateAsync({ ...values, msisdn: values.msisdn ?? '' });
      form.reset();
      setStatus(1);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in values) form.setError(field as keyof typeof values, { message });
        }
      }
      setFailure(error instanceof ApiError && error.httpStatus === 429 ? error.message : text.failed);
      setStatus(3);
    }
  });

  if (status === 1) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-2xl bg-success-50 p-6">
        <p className="text-lg font-bold text-success-700">{text.sent}</p>
        <button type="button" onClick={() => setStatus(0)} className={secondaryButton}>
          {text.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="flex flex-col gap-5">
      <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
        {text.formTitle}
      </h2>
      <ContactField
        label={text.name}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <ContactField
        label={text.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        registration={form.register('msisdn')}
        error={errors.msisdn?.message}
      />
      <ContactField
        label={text.email}
        type="email"
        autoComplete="email"
        dir="ltr"
        registration={form.register('from')}
        error={errors.from?.message}
      />
      <ContactField
        multiline
        label={text.details}
        registration={form.register('message')}
        error={errors.message?.message}
      />
      <div role="status" aria-live="polite" className="min-h-6">
        {status === 2 ? <p className="text-muted">{text.sending}</p> : null}
        {status === 3 ? <p className="font-bold text-danger-700">{failure}</p> : null}
      </div>
      <button type="submit" disabled={status === 2} className={`${primaryButton} self-start`}>
        {status === 2 ? <Spinner className="size-5 text-white" /> : null}
        {text.send}
      </button>
    </form>
  );
}
