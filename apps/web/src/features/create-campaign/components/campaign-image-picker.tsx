import { useId, useRef } from 'react';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { secondaryButton } from '../../../components/button-classes';
import { cx } from '../../../lib/cx';
import { campaignMessages } from '../../../lib/messages/campaigns';

const text = campaignMessages.createCampaign;
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface CampaignImagePickerProps {
  file: Blob | null;
  onChange: (file: Blob | null) => void;
  error?: string;
}

/** The deceased's picture: a file chooser with a rectangular preview like the campaign page's. */
export function CampaignImagePicker({ file, onChange, error }: CampaignImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const preview = useObjectUrl(file);
  const describedBy = cx(`${id}-hint`, error && `${id}-error`);

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-bold text-brand-900">
        {text.image}
      </span>
      <div
        className={cx(
          'flex aspect-[32/21] w-full max-w-md items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-sand-50',
          error ? 'border-danger-700' : 'border-brand-200',
        )}
      >
        {preview ? (
          <img src={preview} alt={text.imagePreviewAlt} className="size-full object-cover" />
        ) : (
          <svg viewBox="0 0 48 48" className="size-14 text-brand-200" fill="currentColor" aria-hidden="true">
            <path d="M8 10h32a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4zm6 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-6 16h32l-10-12-8 9-5-5z" />
          </svg>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          className={cx(secondaryButton, 'py-1.5')}
        >
          <span id={`${id}-choose`}>{file ? text.changeImage : text.chooseImage}</span>
        </button>
        {file ? (
          <button type="button" onClick={() => onChange(null)} className={cx(secondaryButton, 'py-1.5')}>
            {text.removeImage}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {text.imageHint}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="campaign-image-input"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
