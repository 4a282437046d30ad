import { lazy, Suspense, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { KHATMA_PARTS } from '@athar/contract/remembrance/khatma-messages';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { EmptyState } from '../../../components/empty-state';
import { ProgressBar } from '../../../components/progress-bar';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-error';
import { khatmaMessages } from '../../../lib/messages/khatma';
import { messages } from '../../../lib/messages';
import { useCampaignRole } from '../api/get-campaign-role';
import { useKhatma, useMarkJuzRead, useOpenKhatma } from '../api/get-khatma';
import { forgetKhatmaSecrets, readKhatmaSecrets } from '../api/khatma-secrets';
import { KhatmaGrid } from './khatma-grid';
import { KhatmaMine } from './khatma-mine';

const text = khatmaMessages;

/** Its form code (zod) is its own chunk, loaded when a visitor first picks a juz. */
const KhatmaReserveDialog = lazy(async () => ({
  default: (await import('./khatma-reserve-dialog')).KhatmaReserveDialog,
}));

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : messages.genericError);

/**
 * The shared khatma (PRODUCT.md §11.2): the family opens it (and the next once it is finished); visitors,
 * guests or logged in, reserve a juz, then mark it «قرأته» from the same browser or account. Shown to
 * visitors only once the family has opened one.
 */
export function KhatmaSection({
  campaign,
  share,
}: {
  campaign: Pick<CampaignDetails, 'campaign_id' | 'campaign_title' | 'deceased_gender'>;
  /** the khatma invitation to share on WhatsApp */
  share?: ReactNode;
}) {
  const campaignId = campaign.campaign_id;
  const khatma = useKhatma(campaignId);
  const { canManage } = useCampaignRole(campaignId);
  const open = useOpenKhatma(campaignId);
  const markRead = useMarkJuzRead(campaignId);
  const [reserving, setReserving] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [secretsVersion, secretsChanged] = useReducer((version: number) => version + 1, 0);
  const current = khatma.data?.khatma ?? null;
  const khatmaId = current?.id ?? 0;

  const secrets = useMemo(
    () => (khatmaId ? readKhatmaSecrets(khatmaId) : new Map<number, string>()),
    // secretsVersion: read again after a reservation stored a new one
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [khatmaId, secretsVersion],
  );
  const mine = useMemo(
    () =>
      new Set(
        (current?.parts ?? [])
          .filter((part) => part.mine || (part.state !== 'free' && secrets.has(part.juz)))
          .map((part) => part.juz),
      ),
    [current, secrets],
  );

  // a reservation released after 7 days leaves its secret behind: forget it
  useEffect(() => {
    if (!current) return;
    const gone = current.parts.filter((part) => part.state === 'free' && secrets.has(part.juz));
    if (gone.length === 0) return;
    forgetKhatmaSecrets(
      current.id,
      gone.map((part) => part.juz),
    );
    secretsChanged();
  }, [current, secrets]);

  if (khatma.isPending)
    return (
      <section aria-label={text.title} className="mt-6 rounded-2xl border border-brand-100 bg-white p-5">
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="size-5" />
          {text.loading}
        </p>
      </section>
    );

  if (khatma.isError)
    return (
      <section aria-label={text.title} className="mt-6 rounded-2xl border border-brand-100 bg-white p-5">
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-bold text-danger-700">{text.loadFailed}</p>
          <button type="button" onClick={() => void khatma.refetch()} className={secondaryButton}>
            {text.retry}
          </button>
        </div>
      </section>
    );

  const data = khatma.data;
  if (!data.khatma && !canManage) return null;

  const openButton = (label: string) => (
    <button
      type="button"
      onClick={() => open.mutate(undefined, { onSuccess: (message) => setAnnouncement(message) })}
      disabled={open.isPending}
      aria-busy={open.isPending || undefined}
      className={primaryButton}
    >
      {open.isPending && <Spinner className="size-5 text-white!" />}
      {open.isPending ? text.family.opening : label}
    </button>
  );

  /** the dialog leaves the page: focus goes back to the juz it was opened from */
  const closeDialog = (juz: number) => {
    setReserving(null);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-juz="${juz}"]`)?.focus());
  };
  const actionError = open.error ?? markRead.error;
  const named = (current?.parts ?? []).filter((part) => part.reader_name !== null);

  return (
    <section
      aria-labelledby="khatma-title"
      className="mt-6 flex min-w-0 flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* focusable: the notice near the top of the page jumps here (khatma-notice.tsx) */}
          <h2
            id="khatma-title"
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold text-brand-900 focus:outline-none"
          >
            {text.title}
          </h2>
          {current && <p className="mt-1 font-bold text-brand-700">{text.khatmaNumber(current.number)}</p>}
        </div>
        {current && share ? <div data-khatma-share="">{share}</div> : null}
      </div>
      <p className="text-sm text-muted">{text.lead(campaign.campaign_title, campaign.deceased_gender)}</p>

      <p role="status" aria-live="polite" className="font-bold text-success-700 empty:hidden">
        {announcement}
      </p>
      {actionError ? (
        <p
          role="alert"
          className="rounded-xl border-s-4 border-danger-700 bg-danger-50 px-4 py-3 font-bold text-danger-700"
        >
          {errorText(actionError)}
        </p>
      ) : null}

      {!current ? (
        <EmptyState
          title={text.family.noneTitle}
          text={text.family.noneText(campaign.deceased_gender)}
          action={openButton(text.family.open)}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <p data-testid="khatma-progress" className="font-bold text-ink">
              {text.progress(current.reserved_count, current.read_count)}
            </p>
            <ProgressBar value={current.read_count} max={KHATMA_PARTS} label={text.progressLabel} />
            {data.finished_count > 0 && (
              <p className="text-sm text-muted">{text.finishedCount(data.finished_count)}</p>
            )}
          </div>

          {current.finished && (
            <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
              <p className="font-bold text-brand-900">{text.finished(current.number)}</p>
              {canManage ? (
                <div>{openButton(text.family.openNext)}</div>
              ) : (
                <p className="text-sm">{text.waitingForNext}</p>
              )}
            </div>
          )}

          <KhatmaMine
            parts={current.parts.filter((part) => mine.has(part.juz))}
            markingJuz={markRead.isPending ? (markRead.variables?.juz ?? null) : null}
            onMarkRead={(juz) =>
              markRead.mutate(
                { khatmaId: current.id, juz, secret: secrets.get(juz) },
                { onSuccess: (message) => setAnnouncement(message) },
              )
            }
          />

          <KhatmaGrid
            parts={current.parts}
            mine={mine}
            disabled={current.finished}
            onReserve={(juz) => {
              setAnnouncement('');
              setReserving(juz);
            }}
          />

          {named.length > 0 && (
            <div>
              <h3 className="font-bold text-brand-900">{text.readers.title}</h3>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {named.map((part) => (
                  <li key={part.juz} className="rounded-full bg-sand-100 px-3 py-1 wrap-anywhere">
                    {text.readers.item(part.juz, part.reader_name!)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}

      {reserving !== null && current && (
        <Suspense fallback={null}>
          <KhatmaReserveDialog
            campaignId={campaignId}
            khatmaId={current.id}
            juz={reserving}
            onClose={() => closeDialog(reserving)}
            onReserved={(message) => {
              secretsChanged();
              closeDialog(reserving);
              setAnnouncement(message);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
