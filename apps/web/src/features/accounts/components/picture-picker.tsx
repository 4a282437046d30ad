import { useId, useRef } from 'react';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { accountMessages } from '../../../lib/messages/accounts';
import { ProfilePicture } from './profile-picture';

interface PicturePickerProps {
  current: string;
  name: string;
  file: Blob | null;
  onChange: (file: Blob | null) => void;
  error?: string;
}

/** The profile picture; a click opens the file chooser and the choice is previewed at once. */
export function PicturePicker({ current, name, file, onChange, error }: PicturePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const preview = useObjectUrl(file);

  return (
    <div className="flex flex-col items-center gap-2">
      <span id={`${id}-label`} className="font-bold text-brand-900">
        {accountMessages.accounts.edit.picture}
      </span>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        aria-labelledby={`${id}-label ${id}-hint`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-full"
      >
        <ProfilePicture src={preview ?? current} name={name} size={120} />
      </button>
      <span id={`${id}-hint`} className="text-sm text-muted">
        {accountMessages.accounts.edit.changePicture}
      </span>
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="profile-pic-input"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
