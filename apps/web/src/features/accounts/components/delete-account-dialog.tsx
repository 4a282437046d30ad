import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { accountMessages } from '../../../lib/messages/accounts';
import { useDeleteAccount } from '../api/delete-account';

const text = accountMessages.accounts.edit;
const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 py-2.5 font-bold text-white hover:opacity-90 disabled:opacity-60';

/** The delete-account link and its confirmation dialog (PRODUCT.md §2 Edit profile). */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="font-bold text-danger-700 underline underline-offset-4"
      >
        {text.deleteAccount}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={text.deleteTitle}>
        <p className="leading-8 text-ink">{text.deleteText}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
            {text.cancel}
          </button>
          <button
            type="button"
            onClick={() => deletion.mutate()}
            disabled={deletion.isPending}
            className={dangerButton}
          >
            {deletion.isPending && <Spinner className="size-5 text-white!" />}
            {deletion.isPending ? text.deleting : text.confirmDelete}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
