import { addFavouriteRoute, removeFavouriteRoute } from '@athar/contract/routes/users';
import { lazy, Suspense, useState } from 'react';
import { call } from '../lib/api-client';
import { showSuccess } from '../lib/alerts';
import { cx } from '../lib/cx';
import { favouriteMessages } from '../lib/messages/favourites';
import { showApiError } from '../lib/query-client';
import { useSession } from '../lib/session';
import { StarIcon } from './icons/star-icon';

/** A guest's register-or-login dialog is fetched when a guest first presses a star: few do. */
const AuthPromptDialog = lazy(async () => ({
  default: (await import('./auth-prompt-dialog')).AuthPromptDialog,
}));

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
  /** mounted from its first opening, then kept for its closing */
  const [promptOpened, setPromptOpened] = useState(false);
  const [shownFor, setShownFor] = useState(isFavourite);
  if (shownFor !== isFavourite) {
    // a refetched list is the new truth
    setShownFor(isFavourite);
    setFavourite(isFavourite);
  }

  async function toggle() {
    if (!user) {
      setPromptOpened(true);
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
      showSuccess(next ? favouriteMessages.favourite.added : favouriteMessages.favourite.removed);
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
          favourite ? favouriteMessages.favourite.remove(title) : favouriteMessages.favourite.add(title)
        }
        className={cx(
          'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-sand-400 shadow ring-1 ring-brand-100 hover:bg-sand-50',
          className,
        )}
      >
        <StarIcon filled={favourite} className="size-6 text-[#b07a1e]" />
      </button>
      {promptOpened && (
        <Suspense fallback={null}>
          <AuthPromptDialog open={promptOpen} onClose={() => setPromptOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
