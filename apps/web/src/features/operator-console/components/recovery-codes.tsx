import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { saveFile } from '../../../lib/save-file';
import { CopyStatus } from './copy-status';

const text = operatorConsoleMessages.recovery;

/**
 * The ten recovery codes, shown this once: copied or saved as a file, and the console opens only once
 * the operator says they have kept them.
 */
export function RecoveryCodes({
  codes,
  email,
  message,
  onContinue,
}: {
  codes: readonly string[];
  email: string;
  /** the server's «تم تفعيل التحقق بخطوتين…» */
  message: string;
  onContinue: () => void;
}) {
  const boxId = useId();
  const [saved, setSaved] = useState(false);
  const { copyState, copy } = useCopyToClipboard(codes.join('\n'));
  const download = () =>
    saveFile(
      new Blob([`${text.fileHeading(email)}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
      text.fileName,
    );

  return (
    <AuthCard title={text.title}>
      <div className="flex flex-col gap-5">
        <FormAlert kind="success" text={message} />
        <p className="text-ink">{text.lead}</p>
        <ol
          aria-label={text.listLabel}
          dir="ltr"
          className="grid grid-cols-2 gap-2 rounded-xl bg-sand-100 p-4 font-mono text-base font-bold text-brand-900"
        >
          {codes.map((code) => (
            <li key={code} className="text-center">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              {text.copy}
            </button>
            <button type="button" className={secondaryButton} onClick={download}>
              {text.download}
            </button>
          </div>
          <CopyStatus state={copyState} copied={text.copied} failed={text.copyFailed} />
        </div>
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
          <input
            id={boxId}
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={boxId} className="font-bold text-brand-900">
            {text.saved}
          </label>
        </div>
        <button type="button" className={primaryButton} disabled={!saved} onClick={onContinue}>
          {text.continue}
        </button>
      </div>
    </AuthCard>
  );
}
