import { useId } from 'react';
import { Spinner } from '../../../components/spinner';
import { duaWallMessages } from '../../../lib/messages/duas';
import { useDecideDua, useDuaApproval, usePendingDuas } from '../api/dua-moderation';
import { DuaText, duaAuthor } from './dua-wall-item';

const text = duaWallMessages.family;

/**
 * The family's panel (the creator and co-administrators): whether new duas wait for approval, and
 * the duas waiting, each to show or hide. Its list is private: asked only for the family, never cached.
 */
export function DuaWallFamily({ campaignId }: { campaignId: number }) {
  const pending = usePendingDuas(campaignId, true);
  const decide = useDecideDua(campaignId);
  const approval = useDuaApproval(campaignId);
  const toggleId = useId();
  const items = pending.data?.items ?? [];
  const needApproval = approval.isPending ? approval.variables : pending.data?.duas_need_approval;

  return (
    <section
      aria-labelledby="dua-family-title"
      className="flex flex-col gap-4 rounded-2xl border-2 border-sand-200 bg-sand-50 p-3 sm:p-4"
    >
      <div>
        <h3 id="dua-family-title" className="text-lg font-bold text-brand-900">
          {text.title}
        </h3>
        <p className="text-sm text-muted">{text.lead}</p>
      </div>
      {pending.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-5" />
          {text.loading}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <div className="flex items-start gap-3">
              <input
                id={toggleId}
                type="checkbox"
                checked={needApproval ?? true}
                disabled={approval.isPending}
                onChange={(event) => approval.mutate(event.target.checked)}
                aria-describedby={`${toggleId}-hint`}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={toggleId} className="font-bold text-brand-900">
                {text.approval}
              </label>
            </div>
            <p id={`${toggleId}-hint`} className="ms-8 text-sm text-muted">
              {text.approvalHint}
            </p>
          </div>
          <div aria-live="polite">
            {items.length === 0 ? (
              <p className="text-muted">{text.none}</p>
            ) : (
              <ul aria-label={text.pendingLabel} className="flex flex-col gap-3">
                {items.map((dua) => {
                  const busy = decide.isPending && decide.variables.duaId === dua.id;
                  return (
                    <li
                      key={dua.id}
                      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-3 sm:p-4"
                    >
                      <DuaText dua={dua} />
                      {dua.reports > 0 && (
                        <p className="text-sm font-bold text-danger-700">{text.reported}</p>
                      )}
                      <div className="flex flex-wrap gap-3">
                        <button
                          type="button"
                          disabled={busy}
                          aria-label={text.approveLabel(duaAuthor(dua))}
                          onClick={() => decide.mutate({ duaId: dua.id, status: 'shown' })}
                          className="rounded-xl bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
                        >
                          {text.approve}
                        </button>
                        <button
                          type="button"
                          disabled={busy}
                          aria-label={text.hideLabel(duaAuthor(dua))}
                          onClick={() => decide.mutate({ duaId: dua.id, status: 'hidden' })}
                          className="rounded-xl border-2 border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                        >
                          {text.hide}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
