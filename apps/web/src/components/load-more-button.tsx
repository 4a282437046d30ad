import { cx } from '../lib/cx';
import { listStateMessages } from '../lib/messages/list-states';
import { secondaryButton } from './button-classes';
import { Spinner } from './spinner';

interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
  /** what the button says while nothing loads; «عرض المزيد» unless the list says otherwise */
  label?: string;
  /** under a page's grid it stands apart; in a section, that section's gap spaces it */
  spacing?: 'page' | 'section';
}

/** PRODUCT.md §4: disabled while a load runs. */
export function LoadMoreButton({
  onClick,
  loading,
  label = listStateMessages.loadMore,
  spacing = 'page',
}: LoadMoreButtonProps) {
  return (
    <div className={cx('flex justify-center', spacing === 'page' && 'mt-8')}>
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        className={secondaryButton}
        aria-busy={loading}
      >
        {loading ? <Spinner className="size-5" /> : null}
        {loading ? listStateMessages.loadingMore : label}
      </button>
    </div>
  );
}
