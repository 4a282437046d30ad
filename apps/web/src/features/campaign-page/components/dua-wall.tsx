import { Suspense, lazy, useState } from 'react';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import { EmptyState } from '../../../components/empty-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { duaWallMessages } from '../../../lib/messages/duas';
import { useSession } from '../../../lib/session';
import { useDecideDua } from '../api/dua-moderation';
import { useCampaignRole } from '../api/get-campaign-role';
import { useCampaignDuas } from '../api/get-duas';
import { DuaWallItem } from './dua-wall-item';

// the form (zod, react-hook-form) when the visitor asks to write, the moderation for the family only
const DuaWallForm = lazy(async () => ({ default: (await import('./dua-wall-form')).DuaWallForm }));
const DuaWallFamily = lazy(async () => ({ default: (await import('./dua-wall-family')).DuaWallFamily }));

const text = duaWallMessages;

/**
 * «أدعية وذكريات» (PRODUCT.md §11.1): the duas visitors wrote, newest first with «عرض المزيد», the form to
 * write one, and for the family the panel that approves or hides them. No counts, no ranking.
 */
export function DuaWall({ campaignId, gender }: { campaignId: number; gender: DeceasedGender }) {
  const session = useSession();
  const { canManage } = useCampaignRole(campaignId);
  const duas = useCampaignDuas(campaignId);
  const decide = useDecideDua(campaignId);
  const items = duas.data?.pages.flatMap((page) => page.items) ?? [];
  // the form opens on request, so the duas come first on a phone
  const [writing, setWriting] = useState(false);

  return (
    <section
      id="duas"
      aria-labelledby="dua-wall-title"
      className="mb-6 flex min-w-0 flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id="dua-wall-title" className="text-2xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-muted">{text.lead(gender)}</p>
      </div>
      {canManage && (
        <Suspense fallback={<Spinner className="size-5" />}>
          <DuaWallFamily campaignId={campaignId} />
        </Suspense>
      )}
      {writing ? (
        <Suspense fallback={<Spinner className="size-5" />}>
          <DuaWallForm campaignId={campaignId} guest={!session} />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setWriting(true)} className={`${primaryButton} self-start`}>
          {text.form.open}
        </button>
      )}
      <div aria-live="polite" aria-busy={duas.isPending || undefined}>
        {duas.isPending ? (
          <p role="status" className="flex items-center gap-2 py-4 text-muted">
            <Spinner className="size-5" />
            {text.loading}
          </p>
        ) : duas.isError ? (
          <div className="flex flex-col items-start gap-3 py-2">
            <p className="text-muted">{text.loadFailed}</p>
            <button type="button" className={secondaryButton} onClick={() => void duas.refetch()}>
              {text.retry}
            </button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState title={text.emptyTitle} text={text.emptyText} />
        ) : (
          <ul aria-label={text.listLabel} className="flex flex-col gap-3">
            {items.map((dua) => (
              <li key={dua.id}>
                <DuaWallItem
                  dua={dua}
                  onHide={canManage ? () => decide.mutate({ duaId: dua.id, status: 'hidden' }) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {duas.hasNextPage && (
        <LoadMoreButton onClick={() => void duas.fetchNextPage()} loading={duas.isFetchingNextPage} />
      )}
    </section>
  );
}
