import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FAMILY_UPDATE_MAX,
  familyUpdateForm,
  type FamilyUpdateFormValues,
} from '@athar/contract/remembrance/family-updates';
import { FormFooter } from '../../../components/forms/form-footer';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { PhotoPicker } from '../../../components/forms/photo-picker';
import { ApiError } from '../../../lib/api-error';
import { familyMessages } from '../../../lib/messages/family';
import { usePostFamilyUpdate } from '../api/family-updates';
import { photoProblem } from './photo-problem';

const text = familyMessages.updates;

/** A manager posts a family update: the text and at most one photo, previewed before it goes. */
export function FamilyUpdateForm({ campaignId }: { campaignId: number }) {
  const mutation = usePostFamilyUpdate(campaignId);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<FamilyUpdateFormValues>({
    resolver: zodResolver(familyUpdateForm),
    mode: 'onTouched',
    defaultValues: { body: '' },
  });
  const { errors } = form.formState;

  const choose = (file: Blob | null) => {
    const problem = file ? photoProblem(file) : null;
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { body: values.body, photo },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          setPhoto(null);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.fieldErrors.body) form.setError('body', { message: error.fieldErrors.body });
          if (error.fieldErrors.photo) setPhotoError(error.fieldErrors.photo);
        },
      },
    ),
  );

  return (
    <section aria-labelledby="family-update-form-title" className="flex flex-col gap-3">
      <div>
        <h2 id="family-update-form-title" className="text-xl font-bold text-brand-900">
          {text.formTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.formLead}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextAreaField
          label={text.body}
          hint={text.bodyHint}
          maxLength={FAMILY_UPDATE_MAX}
          registration={form.register('body')}
          error={errors.body?.message}
        />
        <PhotoPicker
          label={text.photo}
          hint={text.photoHint}
          chooseLabel={text.choosePhoto}
          changeLabel={text.changePhoto}
          removeLabel={text.removePhoto}
          previewAlt={text.photoPreview}
          file={photo}
          onChange={choose}
          error={photoError}
          testId="family-update-photo-input"
          alertError
        />
        <FormFooter
          call={mutation}
          label={text.submit}
          busyLabel={text.submit}
          blocked={Object.keys(errors).length > 0}
          align="end"
          submitClassName="sm:w-auto sm:min-w-40"
        />
      </form>
    </section>
  );
}
