import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  DELIVERY_UPDATE_KINDS,
  UPDATE_BODY_MAX,
  UPDATE_CERTIFICATE_FIELD,
  UPDATE_PHOTO_FIELD,
  deliveryUpdateFields,
  type UpdateTarget,
} from '@athar/contract/charity/delivery-updates';
import { deliveryMessages as contractMessages } from '@athar/contract/charity/delivery-messages';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { ProgressBar } from '../../../components/progress-bar';
import { ApiError, errorMessage, showFieldErrors } from '../../../lib/api-error';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { usePostDeliveryUpdate } from '../api/delivery-updates';
import { photoErrors, type PhotoRow } from '../update-photos';
import { ImageFileInput, UpdatePhotoFields } from './update-photo-fields';

const text = deliveryMessages.console;
type FormInput = z.input<typeof deliveryUpdateFields>;
type FormOutput = z.output<typeof deliveryUpdateFields>;
const TEXT_FIELDS = ['project_id', 'campaign_id', 'kind', 'body', 'beneficiaries', 'year_number'] as const;
const EMPTY: FormInput = {
  project_id: '',
  campaign_id: '',
  kind: 'progress',
  body: '',
  beneficiaries: '',
  year_number: '',
};

/**
 * The console's form for a new update: project, campaign (or all of the project's), kind, text,
 * beneficiaries, photos with their days and the certificate. Everything typed and chosen stays when
 * the upload fails; the form empties only once the update is posted.
 */
export function DeliveryUpdateForm({ targets }: { targets: UpdateTarget[] }) {
  const [progress, setProgress] = useState(0);
  const [photos, setPhotos] = useState<PhotoRow[]>([]);
  const [photoMessages, setPhotoMessages] = useState<Array<string | undefined>>([]);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [certificateError, setCertificateError] = useState<string>();
  const [posted, setPosted] = useState<string | null>(null);
  const mutation = usePostDeliveryUpdate(setProgress);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(deliveryUpdateFields),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const projectId = String(useWatch({ control: form.control, name: 'project_id' }) ?? '');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const project = targets.find((target) => String(target.project_id) === projectId);

  const onSubmit = form.handleSubmit((_, event) => {
    setPosted(null);
    const rowErrors = photoErrors(photos, text.photoMissing);
    const missingCertificate = kind === 'completed' && !certificate;
    setPhotoMessages(rowErrors);
    setCertificateError(missingCertificate ? contractMessages.certificateRequired : undefined);
    if (rowErrors.some(Boolean) || missingCertificate) return;

    // the fields as typed (the server checks them again), then each photo after its day
    const raw = form.getValues();
    const body = new FormData();
    for (const field of TEXT_FIELDS) body.append(field, String(raw[field] ?? ''));
    for (const row of photos) {
      body.append('taken_on', row.takenOn);
      body.append(UPDATE_PHOTO_FIELD, row.file!, row.file!.name);
    }
    if (kind === 'completed' && certificate)
      body.append(UPDATE_CERTIFICATE_FIELD, certificate, certificate.name);
    event?.preventDefault();
    setProgress(0);
    mutation.mutate(body, {
      onSuccess: (answer) => {
        setPosted(text.posted(answer.data[0]?.mails_queued ?? 0));
        form.reset(EMPTY);
        setPhotos([]);
        setPhotoMessages([]);
        setCertificate(null);
      },
      onError: (error) => {
        showFieldErrors(error, form.setError, TEXT_FIELDS);
        if (!(error instanceof ApiError)) return;
        const { taken_on: dayError, photo, certificate: certificateMessage } = error.fieldErrors;
        if (dayError || photo) setPhotoMessages(photos.map(() => dayError ?? photo));
        if (certificateMessage) setCertificateError(certificateMessage);
      },
    });
  });

  const projectField = form.register('project_id', {
    onChange: () => {
      form.setValue('campaign_id', '');
      if (form.getValues('kind') === 'still_working') form.setValue('kind', 'progress');
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={mutation.isPending}>
      <SelectField
        label={text.project}
        placeholder={text.projectPlaceholder}
        options={targets.map((target) => ({ id: target.project_id, ar_name: target.project_ar_name }))}
        registration={projectField}
        error={errors.project_id?.message}
      />
      <div className="flex flex-col gap-1.5">
        <SelectField
          label={text.campaign}
          placeholder={text.campaignAll}
          options={(project?.campaigns ?? []).map((campaign) => ({
            id: campaign.campaign_id,
            ar_name: campaign.campaign_title,
          }))}
          disabled={!project}
          registration={form.register('campaign_id')}
          error={errors.campaign_id?.message}
        />
        <p className="text-sm text-muted">{text.campaignHint}</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold text-brand-900">{text.kind}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {DELIVERY_UPDATE_KINDS.map((option) => {
            const unavailable = option === 'still_working' && !project?.jariya;
            return (
              <label
                key={option}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-brand-200 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:opacity-60"
              >
                <input type="radio" value={option} disabled={unavailable} {...form.register('kind')} />
                <span className="font-bold text-ink">{text.kinds[option]}</span>
              </label>
            );
          })}
        </div>
        {project && !project.jariya ? (
          <p className="text-sm text-muted">{text.stillWorkingJariyaOnly}</p>
        ) : null}
        {errors.kind?.message ? (
          <p className="text-sm font-bold text-danger-700">{errors.kind.message}</p>
        ) : null}
      </fieldset>
      {kind === 'still_working' ? (
        <FormField
          label={text.yearNumber}
          hint={text.yearHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          registration={form.register('year_number')}
          error={errors.year_number?.message}
        />
      ) : null}
      <TextAreaField
        label={text.body}
        hint={text.bodyHint}
        maxLength={UPDATE_BODY_MAX}
        registration={form.register('body')}
        error={errors.body?.message}
      />
      <FormField
        label={text.beneficiaries}
        type="number"
        inputMode="numeric"
        min={0}
        registration={form.register('beneficiaries')}
        error={errors.beneficiaries?.message}
      />
      <UpdatePhotoFields rows={photos} errors={photoMessages} onChange={setPhotos} />
      {kind === 'completed' ? (
        <ImageFileInput
          label={text.certificate}
          hint={text.certificateHint}
          file={certificate}
          error={certificateError}
          onChange={(file) => {
            setCertificate(file);
            setCertificateError(undefined);
          }}
        />
      ) : null}
      {mutation.isPending ? (
        <div className="flex flex-col gap-1.5" role="status">
          <p className="text-sm font-bold text-brand-800">{text.uploading(progress)}</p>
          <ProgressBar value={progress} max={100} label={text.uploading(progress)} />
        </div>
      ) : null}
      <FormAlert kind="error" text={mutation.isError ? errorMessage(mutation.error) : null} />
      <FormAlert kind="success" text={posted} />
      <SubmitButton label={text.submit} busyLabel={text.uploading(progress)} busy={mutation.isPending} />
    </form>
  );
}
