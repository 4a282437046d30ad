import { addFavouriteRoute, removeFavouriteRoute } from '@athar/contract/routes/users';
import { useState } from 'react';
import { call } from '../lib/api-client';
import { showSuccess } from '../lib/alerts';
import { cx } from '../lib/cx';
import { discoveryMessages } from '../lib/messages/discovery';
import { showApiError } from '../lib/query-client';
import { useSession } from '../lib/session';
import { AuthPromptDialog } from './auth-prompt-dialog';
import { StarIcon } from './icons/star-icon';

interface FavouriteToggleProps {
  campaignId: number;
  title: string;
  isFavourite: boolean;
  onChange?: (isFavourite: boolean) => void;
  className?: string;
}

/**
 * The favourite star (PRODUCT.md §4): toggles at once and then tells the server (POST to add, DELETE to
 * remove), rolling back if the call fails; a guest gets the register-or-login dialog instead.
 */
export function FavouriteToggle({
  campaignId,
  title,
  isFavourite,
  onChange,
  className,
}: FavouriteToggleProps) {
  const user = useSession();
  const [favourite, setFavourite] = useState(isFavourite);
  const [pending, setPending] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const [shownFor, setShownFor] = useState(isFavourite);
  if (shownFor !== isFavourite) {
    // a refetched list is the new truth
    setShownFor(isFavourite);
    setFavourite(isFavourite);
  }

  async function toggle() {
    if (!user) {
      setPromptOpen(true);
      return;
    }
    const next = !favourite;
    setFavourite(next);
    setPending(true);
    try {
      await call(next ? addFavouriteRoute : removeFavouriteRoute, {
        body: { campaign_id: campaignId },
      });
      showSuccess(next ? discoveryMessages.favourite.added : discoveryMessages.favourite.removed);
      onChange?.(next);
    } catch (error) {
      setFavourite(!next);
      // the server's words, or the connection notice when the call never reached it
      showApiError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={user ? favourite : undefined}
        aria-label={
          favourite ? discoveryMessages.favourite.remove(title) : discoveryMessages.favourite.add(title)
        }
        className={cx(
          'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-sand-400 shadow ring-1 ring-brand-100 hover:bg-sand-50',
          className,
        )}
      >
        <StarIcon filled={favourite} className="size-6 text-[#b07a1e]" />
      </button>
      <AuthPromptDialog open={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}
