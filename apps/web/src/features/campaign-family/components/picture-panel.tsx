import { useState } from 'react';
import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PhotoPicker } from '../../../components/forms/photo-picker';
import { errorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { familyMessages } from '../../../lib/messages/family';
import { useChangePicture } from '../api/co-admins';
import { photoProblem } from './photo-problem';

const text = familyMessages.picture;

/** A manager replaces the campaign's picture (same checks as at creation). */
export function PicturePanel({ campaignId, current }: { campaignId: number; current: string }) {
  const mutation = useChangePicture(campaignId);
  const [file, setFile] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (chosen: Blob | null) => {
    const refusal = chosen ? photoProblem(chosen) : null;
    setProblem(refusal);
    setFile(refusal ? null : chosen);
    mutation.reset();
  };
  return (
    <section aria-labelledby="campaign-picture-title" className="flex flex-col gap-3">
      <h2 id="campaign-picture-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      {!file ? (
        <img
          src={current}
          alt={text.current}
          className="aspect-[32/21] w-full max-w-sm rounded-xl border border-brand-100 object-cover"
        />
      ) : null}
      <PhotoPicker
        label={text.choose}
        hint={text.hint}
        chooseLabel={text.choose}
        changeLabel={text.change}
        previewAlt={text.preview}
        file={file}
        onChange={choose}
        error={problem}
        testId="campaign-picture-input"
        alertError
      />
      {mutation.isError ? <FormAlert kind="error" text={errorMessage(mutation.error)} /> : null}
      {file ? (
        <button
          type="button"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          onClick={() => mutation.mutate(file, { onSuccess: () => setFile(null) })}
          className={cx(primaryButton, 'self-start')}
        >
          {text.save}
        </button>
      ) : null}
    </section>
  );
}
