import { PhotoPicker } from '../../../components/forms/photo-picker';
import { cx } from '../../../lib/cx';
import { campaignMessages } from '../../../lib/messages/campaigns';

const text = campaignMessages.createCampaign;

interface CampaignImagePickerProps {
  file: Blob | null;
  onChange: (file: Blob | null) => void;
  error?: string;
}

/** The deceased's picture: a file chooser with a rectangular preview like the campaign page's. */
export function CampaignImagePicker({ file, onChange, error }: CampaignImagePickerProps) {
  return (
    <PhotoPicker
      label={text.image}
      hint={text.imageHint}
      chooseLabel={text.chooseImage}
      changeLabel={text.changeImage}
      removeLabel={text.removeImage}
      previewAlt={text.imagePreviewAlt}
      file={file}
      onChange={onChange}
      error={error}
      testId="campaign-image-input"
      preview={(src, alt) => (
        <div
          className={cx(
            'flex aspect-[32/21] w-full max-w-md items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-sand-50',
            error ? 'border-danger-700' : 'border-brand-200',
          )}
        >
          {src ? (
            <img src={src} alt={alt} className="size-full object-cover" />
          ) : (
            <svg
              viewBox="0 0 48 48"
              className="size-14 text-brand-200"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M8 10h32a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4zm6 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-6 16h32l-10-12-8 9-5-5z" />
            </svg>
          )}
        </div>
      )}
    />
  );
}
