import { secondaryButton } from '../../../../components/button-classes';
import { FormFooter } from '../../../../components/forms/form-footer';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';

/** The end of a register's form opened in the page: the server's refusal, «إلغاء» and the submit. */
export function PanelFormFooter({
  call,
  label,
  onCancel,
}: {
  call: { isPending: boolean; isError: boolean; error: unknown };
  label: string;
  onCancel: () => void;
}) {
  return (
    <FormFooter
      call={call}
      label={label}
      busyLabel={dataProtectionConsoleMessages.sending}
      blocked={false}
      align="end"
      submitClassName="sm:w-auto"
      back={
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {dataProtectionConsoleMessages.cancel}
        </button>
      }
    />
  );
}
