import { useId, useRef } from 'react';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { charityPageMessages as text } from '../../../lib/messages/charity-page';
import { useCharityPage, useUploadLogo } from '../api/charity-page';
import { DescriptionForm, NameForm } from './charity-page-forms';
import { ConsoleListSkeleton } from './console-list-skeleton';

const card = 'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5';

/** /charity/page: the charity's admin keeps its description, logo and name. */
export function CharityPagePage() {
  const page = useCharityPage();
  const upload = useUploadLogo();
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  const sendLogo = (event: React.FormEvent) => {
    event.preventDefault();
    const picked = file.current?.files?.[0];
    if (!picked) return;
    const form = new FormData();
    form.append('ngo_image', picked);
    upload.mutate(form);
  };
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {page.isPending ? (
        <ConsoleListSkeleton className="grid gap-4" />
      ) : page.isError ? (
        <ErrorState message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <div className={card}>
            <NameForm page={page.data} />
          </div>
          <div className={card}>
            <DescriptionForm page={page.data} />
          </div>
          <form onSubmit={sendLogo} className={card}>
            <img src={page.data.ngo_image} alt="" className="size-24 rounded-xl object-cover" />
            <label htmlFor={`${id}-logo`} className="font-bold text-brand-900">
              {text.logo}
            </label>
            <input id={`${id}-logo`} ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
            <p className="text-sm text-muted">{text.logoHint}</p>
            <FormAlert kind="error" text={upload.isError ? errorMessage(upload.error) : null} />
            <SubmitButton label={text.uploadLogo} busyLabel={text.uploading} busy={upload.isPending} />
          </form>
        </>
      )}
    </section>
  );
}
