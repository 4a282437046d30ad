import { Spinner } from '../../../components/spinner';
import { secondaryButton } from '../../../components/button-classes';
import { errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { visibilityMessages } from '../../../lib/messages/visibility';
import { useFamilyDonors } from '../api/get-family-donors';
import { DonorRows } from './donor-rows';

const text = visibilityMessages.family;

/**
 * The donors as the campaign's creator sees them (issue 19): donors who chose to be seen by the
 * family alone are named here, with their amounts. Rendered only for the creator (can_edit).
 */
export function FamilyDonors({ campaignId, viewerId }: { campaignId: number; viewerId: number }) {
  const donors = useFamilyDonors(campaignId, viewerId);
  const items = donors.data?.pages.flatMap((page) => page.donors) ?? [];

  return (
    <section
      aria-labelledby="family-donors-title"
      className="min-w-0 rounded-2xl border border-sand-200 bg-sand-50 p-5"
    >
      <h2 id="family-donors-title" className="text-lg font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.lead}</p>
      {donors.isPending && (
        <div role="status" className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">{messages.loading}</span>
        </div>
      )}
      {donors.isError && <p className="py-4 text-danger-700">{errorMessage(donors.error)}</p>}
      {donors.isSuccess && items.length === 0 && <p className="py-4 text-muted">{text.empty}</p>}
      {items.length > 0 && <DonorRows donors={items} />}
      {donors.hasNextPage && (
        <button
          type="button"
          className={`${secondaryButton} mt-3 w-full`}
          disabled={donors.isFetchingNextPage}
          onClick={() => void donors.fetchNextPage()}
        >
          {donors.isFetchingNextPage ? messages.loading : campaignMessages.campaignPage.loadMore}
        </button>
      )}
    </section>
  );
}
