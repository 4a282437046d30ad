import { Link, useLocation } from 'react-router';
import { favouriteMessages } from '../lib/messages/favourites';
import { loginPathBackTo, registerPathBackTo } from '../lib/return-path';
import { primaryButton, secondaryButton } from './button-classes';
import { ModalDialog } from './modal-dialog';

/**
 * What a guest sees on clicking a favourite star: register or log in, then back to this page
 * (PRODUCT.md §2, §6).
 */
export function AuthPromptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = favouriteMessages.authPrompt;
  const location = useLocation();
  return (
    <ModalDialog open={open} onClose={onClose} title={text.title} widthClass="max-w-md">
      <p className="leading-relaxed text-muted">{text.text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={registerPathBackTo(location)} className={primaryButton}>
          {text.register}
        </Link>
        <Link to={loginPathBackTo(location)} className={secondaryButton}>
          {text.login}
        </Link>
      </div>
    </ModalDialog>
  );
}
