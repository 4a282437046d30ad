import { useId, useRef } from 'react';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { secondaryButton } from '../../../components/button-classes';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { cx } from '../../../lib/cx';
import { familyMessages } from '../../../lib/messages/family';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** The Arabic refusal of a chosen file before it is sent, or null when it may go. */
export function photoProblem(file: Blob): string | null {
  if (file.size > IMAGE_MAX_BYTES) return familyMessages.picture.tooLarge;
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return familyMessages.picture.wrongType;
  return null;
}

interface PhotoPickerProps {
  label: string;
  hint: string;
  chooseLabel: string;
  changeLabel: string;
  previewAlt: string;
  removeLabel?: string;
  file: Blob | null;
  onChange: (file: Blob | null) => void;
  error?: string | null;
  testId: string;
}

/** One picture: a chooser, a preview of the chosen file, and its Arabic error beneath. */
export function PhotoPicker(props: PhotoPickerProps) {
  const { label, hint, file, onChange, error } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const preview = useObjectUrl(file);
  const describedBy = cx(`${id}-hint`, error && `${id}-error`);
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-bold text-brand-900">
        {label}
      </span>
      {preview ? (
        <img
          src={preview}
          alt={props.previewAlt}
          className="aspect-[4/3] w-full max-w-sm rounded-xl border border-brand-100 object-cover"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          className={cx(secondaryButton, 'py-1.5')}
        >
          <span id={`${id}-choose`}>{file ? props.changeLabel : props.chooseLabel}</span>
        </button>
        {file && props.removeLabel ? (
          <button type="button" onClick={() => onChange(null)} className={cx(secondaryButton, 'py-1.5')}>
            {props.removeLabel}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={props.testId}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-bold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
