import type { CharityUpdate } from '@athar/contract/charity/delivery-updates';
import { DeliveryUpdateCard } from '../../../components/delivery-update-card';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { useCharityUpdates, useUpdateTargets, type CharityUpdatesPage } from '../api/delivery-updates';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { DeliveryUpdateForm } from './delivery-update-form';
import { PagedRecords } from './paged-records';

const text = deliveryMessages.console;

/** Where an update shows: one campaign, or every campaign of its project. */
function placeOf(update: CharityUpdate): string {
  return update.campaign_title
    ? text.campaignOf(update.campaign_title, update.project_ar_name)
    : text.allCampaignsOf(update.project_ar_name);
}

/** /charity/updates «تحديثات التنفيذ»: the form for a new update, then the updates posted. */
export function DeliveryUpdatesPage() {
  const targets = useUpdateTargets();
  const updates = useCharityUpdates();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      <div className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-4 text-xl font-bold text-brand-900">{text.formTitle}</h2>
        {targets.isPending ? (
          <ConsoleListSkeleton count={2} className="flex flex-col gap-3" />
        ) : targets.isError ? (
          <ErrorState message={errorMessage(targets.error)} onRetry={() => void targets.refetch()} />
        ) : targets.data.length === 0 ? (
          <EmptyState title={text.noTargets} />
        ) : (
          <DeliveryUpdateForm targets={targets.data} />
        )}
      </div>
      <h2 className="mb-4 mt-10 text-xl font-bold text-brand-900">{text.listTitle}</h2>
      <PagedRecords<CharityUpdate, CharityUpdatesPage>
        query={updates}
        totals={() => null}
        renderItem={(update) => <DeliveryUpdateCard update={update} heading={placeOf(update)} />}
        itemKey={(update) => update.id}
        listLabel={text.listLabel}
        empty={{ title: text.emptyTitle, text: text.emptyText }}
      />
    </section>
  );
}
