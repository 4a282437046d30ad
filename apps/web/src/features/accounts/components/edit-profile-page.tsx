import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import { updateProfileForm } from '@athar/contract/accounts/update-profile';
import { PageSpinner } from '../../../components/spinner';
import { showSuccess } from '../../../lib/alerts';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { useUpdateProfile } from '../api/update-profile';
import { useUserDetails } from '../api/user-details';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ErrorState } from './list-states';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { PicturePicker } from './picture-picker';
import { SubmitButton } from '../../../components/forms/submit-button';

const text = accountMessages.accounts;
type FormInput = z.input<typeof updateProfileForm>;
type FormOutput = z.output<typeof updateProfileForm>;

function EditProfileForm({ user }: { user: UserDetails }) {
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProfileForm),
    mode: 'onTouched',
    defaultValues: {
      user_name: user.user_name,
      msisdn: user.msisdn,
      hide_data: user.hide_data,
      current_pic: user.profile_pic,
      profile_pic: null,
    },
  });
  const { errors } = form.formState;
  const picture = useWatch({ control: form.control, name: 'profile_pic' });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        user_name: values.user_name,
        msisdn: values.msisdn,
        hide_data: values.hide_data,
        profile_pic: values.profile_pic,
      },
      {
        onSuccess: ({ details, message }) => {
          form.reset({ ...form.getValues(), current_pic: details.profile_pic, profile_pic: null });
          showSuccess(message);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'user_name' || field === 'msisdn' || field === 'profile_pic')
              form.setError(field, { message });
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PicturePicker
        current={user.profile_pic}
        name={user.user_name}
        file={picture ?? null}
        error={errors.profile_pic?.message}
        onChange={(file) => form.setValue('profile_pic', file, { shouldValidate: true, shouldDirty: true })}
      />
      <FormField
        label={text.fields.userName}
        autoComplete="name"
        registration={form.register('user_name')}
        error={errors.user_name?.message}
      />
      <FormField
        label={text.fields.email}
        type="email"
        dir="ltr"
        readOnly
        value={user.email}
        hint={text.fields.emailReadOnly}
      />
      <PhoneField
        label={text.fields.phone}
        hint={text.fields.phoneHint}
        registration={form.register('msisdn')}
        error={errors.msisdn?.message}
      />
      <label className="flex items-start gap-3 rounded-xl bg-sand-100 p-4">
        <input type="checkbox" {...form.register('hide_data')} className="mt-1 size-5 accent-brand-700" />
        <span>
          <span className="block font-bold text-brand-900">{text.edit.hideData}</span>
          <span className="block text-sm text-muted">{text.edit.hideDataHint}</span>
        </span>
      </label>
      <FormAlert kind="error" text={update.isError ? errorMessage(update.error) : null} />
      <SubmitButton
        label={text.edit.save}
        busyLabel={text.edit.saving}
        busy={update.isPending}
        blocked={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/**
 * /MyProfile/Edit: name, read-only e-mail, phone, picture, hide-data toggle, save and delete
 * (PRODUCT.md §2 Edit profile).
 */
export function EditProfilePage() {
  const details = useUserDetails();
  if (details.isPending) return <PageSpinner />;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10" aria-labelledby="edit-title">
      <h1 id="edit-title" className="mb-6 text-2xl font-bold text-brand-900">
        {messages.pages.editProfile}
      </h1>
      {details.isError ? (
        <ErrorState message={errorMessage(details.error)} onRetry={() => void details.refetch()} />
      ) : (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <EditProfileForm user={details.data} />
          <div className="mt-8 border-t border-brand-100 pt-6 text-center">
            <DeleteAccountDialog />
          </div>
        </div>
      )}
    </section>
  );
}
