import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  charityNameBody,
  charityPageBody,
  type CharityNameBody,
  type CharityPage,
  type CharityPageBody,
} from '@athar/contract/charity/charity-page';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { charityPageMessages as text } from '../../../lib/messages/charity-page';
import { useProposeName, useSaveDescription } from '../api/charity-page';

/** The description, saved at once. */
export function DescriptionForm({ page }: { page: CharityPage }) {
  const save = useSaveDescription();
  const form = useForm<CharityPageBody>({
    resolver: zodResolver(charityPageBody),
    defaultValues: { ngo_description: page.ngo_description },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={text.description}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      className="flex flex-col gap-3"
    >
      <TextAreaField
        label={text.description}
        maxLength={4000}
        registration={form.register('ngo_description')}
        error={errors.ngo_description?.message}
      />
      <FormFooter
        call={save}
        label={text.saveDescription}
        busyLabel={text.saving}
        blocked={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** A new public name, sent to the operators; the waiting or refused one shown above it. */
export function NameForm({ page }: { page: CharityPage }) {
  const propose = useProposeName();
  const form = useForm<CharityNameBody>({
    resolver: zodResolver(charityNameBody),
    defaultValues: { ar_name: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={text.newName}
      onSubmit={form.handleSubmit((body) => propose.mutate(body))}
      className="flex flex-col gap-3"
    >
      <p className="font-bold text-brand-900">{text.currentName(page.ar_name)}</p>
      {page.pending_name ? <p role="note">{text.pendingName(page.pending_name)}</p> : null}
      {page.refused_name ? (
        <p role="note">
          {text.refusedName(page.refused_name.ar_name)}
          {page.refused_name.reason ? `: ${page.refused_name.reason}` : ''}
        </p>
      ) : null}
      <FormField
        label={text.newName}
        registration={form.register('ar_name')}
        error={errors.ar_name?.message}
      />
      <FormFooter
        call={propose}
        label={text.proposeName}
        busyLabel={text.saving}
        blocked={Object.keys(errors).length > 0}
      />
    </form>
  );
}
