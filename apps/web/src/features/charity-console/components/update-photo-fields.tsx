import { useId } from 'react';
import { UPDATE_PHOTOS_MAX } from '@athar/contract/charity/delivery-updates';
import { secondaryButton } from '../../../components/button-classes';
import { cx } from '../../../lib/cx';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { cairoDay, type PhotoRow } from '../update-photos';
import { FieldNotes } from '../../../components/forms/field-notes';

const text = deliveryMessages.console;

/**
 * A file input that opens the phone's camera or gallery (image/*). The browser's own button speaks
 * the browser's language, so it is hidden and an Arabic button (a label) opens it instead.
 */
export function ImageFileInput({
  label,
  hint,
  file,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  file: File | null;
  error?: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const describedBy = cx(`${id}-file`, hint && `${id}-hint`, error && `${id}-error`);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/*"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cx(
            secondaryButton,
            'cursor-pointer py-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
            error && 'border-danger-700',
          )}
        >
          {file ? text.changeFile : text.chooseFile}
        </label>
        <p id={`${id}-file`} className="min-w-0 flex-1 truncate text-sm text-muted">
          {file ? text.chosenFile(file.name) : text.noFile}
        </p>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * Up to six photos, each with the day it was taken (not after today). Choosing a file fills an empty
 * day with the file's own date when that is not in the future.
 */
export function UpdatePhotoFields({
  rows,
  errors,
  onChange,
}: {
  rows: PhotoRow[];
  errors: Array<string | undefined>;
  onChange: (rows: PhotoRow[]) => void;
}) {
  const today = cairoDay();
  const update = (key: number, change: Partial<PhotoRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () =>
    onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, file: null, takenOn: '' }]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-brand-900">{text.photos}</legend>
      <p className="text-sm text-muted">{text.photosHint}</p>
      {rows.map((row, index) => (
        <div key={row.key} className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-sand-50 p-3">
          <div className="flex items-center justify-between gap-2">
            <p className="font-bold text-brand-800">{text.photo(index + 1)}</p>
            <button
              type="button"
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              className="rounded-lg px-2 py-1 text-sm font-bold text-danger-700 hover:bg-danger-50"
            >
              {text.removePhoto}
            </button>
          </div>
          <ImageFileInput
            label={text.photoFile}
            file={row.file}
            onChange={(file) => {
              const fileDay = file ? cairoDay(new Date(file.lastModified)) : '';
              const takenOn = row.takenOn || (fileDay && fileDay <= today ? fileDay : '');
              update(row.key, { file, takenOn });
            }}
          />
          <DayInput
            label={text.takenOn}
            value={row.takenOn}
            max={today}
            error={errors[index]}
            onChange={(takenOn) => update(row.key, { takenOn })}
          />
        </div>
      ))}
      {rows.length < UPDATE_PHOTOS_MAX ? (
        <button type="button" onClick={add} className={cx(secondaryButton, 'self-start')}>
          {text.addPhoto}
        </button>
      ) : null}
    </fieldset>
  );
}

function DayInput({
  label,
  value,
  max,
  error,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          'w-full rounded-xl border bg-white px-4 py-2.5 text-ink',
          error ? 'border-danger-700' : 'border-brand-200 focus:border-brand-700',
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
