import { Link } from 'react-router';
import { discoveryMessages } from '../lib/messages/discovery';
import { primaryButton, secondaryButton } from './button-classes';
import { ModalDialog } from './modal-dialog';

/** What a guest sees on clicking a favourite star: register or log in (SPEC §2, §6). */
export function AuthPromptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = discoveryMessages.authPrompt;
  return (
    <ModalDialog open={open} onClose={onClose} title={text.title} widthClass="max-w-md">
      <p className="leading-relaxed text-muted">{text.text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/Register" className={primaryButton}>
          {text.register}
        </Link>
        <Link to="/Login" className={secondaryButton}>
          {text.login}
        </Link>
      </div>
    </ModalDialog>
  );
}
