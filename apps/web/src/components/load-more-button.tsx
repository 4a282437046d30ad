import { discoveryMessages } from '../lib/messages/discovery';
import { secondaryButton } from './button-classes';
import { Spinner } from './spinner';

/** SPEC §4: disabled while a load runs. */
export function LoadMoreButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        className={secondaryButton}
        aria-busy={loading}
      >
        {loading ? <Spinner className="size-5" /> : null}
        {loading ? discoveryMessages.listStates.loadingMore : discoveryMessages.listStates.loadMore}
      </button>
    </div>
  );
}
