import { useId, useRef, type ReactNode } from 'react';
import { useObjectUrl } from '../../hooks/use-object-url';
import { cx } from '../../lib/cx';
import { secondaryButton } from '../button-classes';

/** The picture types the api takes (its upload check says the same). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

interface PhotoPickerProps {
  label: string;
  hint: string;
  chooseLabel: string;
  changeLabel: string;
  /** a button that takes the chosen file back; none without it */
  removeLabel?: string;
  previewAlt: string;
  file: Blob | null;
  onChange: (file: Blob | null) => void;
  error?: string | null;
  /** the hidden file input's test id */
  testId: string;
  /**
   * how the chosen file shows (`src`, null before one is chosen); by default the picture alone, once
   * there is one
   */
  preview?: (src: string | null, alt: string) => ReactNode;
  /** the error is announced as soon as it shows (role="alert"), for a file refused as it is chosen */
  alertError?: boolean;
}

function plainPreview(src: string | null, alt: string) {
  return src ? (
    <img
      src={src}
      alt={alt}
      className="aspect-[4/3] w-full max-w-sm rounded-xl border border-brand-100 object-cover"
    />
  ) : null;
}

/**
 * One picture: a chooser (a button opening a hidden file input), a preview of the chosen file, a
 * way to take it back, its hint, and its Arabic error beneath.
 */
export function PhotoPicker({
  label,
  hint,
  file,
  onChange,
  error,
  preview = plainPreview,
  ...props
}: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const src = useObjectUrl(file);
  const describedBy = cx(`${id}-hint`, error && `${id}-error`);
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-bold text-brand-900">
        {label}
      </span>
      {preview(src, props.previewAlt)}
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
        accept={PHOTO_TYPES.join(',')}
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
        <p
          id={`${id}-error`}
          role={props.alertError ? 'alert' : undefined}
          className="text-sm font-bold text-danger-700"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
