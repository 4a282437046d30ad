import { Spinner } from '../../../components/spinner';
import { secondaryButton } from '../../../components/button-classes';
import { errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import type { useCampaignDonors } from '../api/get-campaign-donors';
import { DonorRows } from './donor-rows';

/** The pages of a donors list loaded so far: loading, error and empty states, the rows, load more. */
export function DonorPages({
  donors,
  empty,
}: {
  donors: ReturnType<typeof useCampaignDonors>;
  empty: string;
}) {
  const items = donors.data?.pages.flatMap((page) => page.donors) ?? [];
  return (
    <>
      {donors.isPending && (
        <div role="status" className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">{messages.loading}</span>
        </div>
      )}
      {donors.isError && <p className="py-4 text-danger-700">{errorMessage(donors.error)}</p>}
      {donors.isSuccess && items.length === 0 && <p className="py-4 text-muted">{empty}</p>}
      {items.length > 0 && <DonorRows donors={items} />}
      {donors.hasNextPage && (
        <button
          type="button"
          className={`${secondaryButton} mt-3 w-full`}
          disabled={donors.isFetchingNextPage}
          onClick={() => void donors.fetchNextPage()}
        >
          {donors.isFetchingNextPage ? messages.loading : campaignPageMessages.loadMore}
        </button>
      )}
    </>
  );
}
