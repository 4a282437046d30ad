import { useState } from 'react';
import { hiddenPartLabels, type HiddenPart } from '@athar/contract/moderation/hidden-parts';
import type { ModerationCase } from '@athar/contract/moderation/queue';
import { secondaryButton } from '../../../components/button-classes';
import { formatDateTime } from '../../../lib/format-date';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { useModerationHide } from '../api/moderation';
import { ReasonDialog } from './reason-dialog';

const text = operatorModerationMessages;

interface Target {
  part: HiddenPart;
  part_id?: number;
  label: string;
}

/**
 * What may be hidden one element at a time (docs/decisions/036): the photo and the words when they are
 * shown, a reported dua or update, and an update a signal was found in.
 */
function targetsOf(found: ModerationCase): Target[] {
  const hidden = new Set(found.hidden_parts.map((part) => `${part.part}:${part.part_id ?? ''}`));
  const targets: Target[] = [];
  const add = (part: HiddenPart, partId?: number) => {
    const key = `${part}:${partId ?? ''}`;
    if (hidden.has(key) || targets.some((t) => `${t.part}:${t.part_id ?? ''}` === key)) return;
    const label = hiddenPartLabels[part];
    targets.push({
      part,
      ...(partId !== undefined ? { part_id: partId } : {}),
      label: partId !== undefined ? text.numbered(label, partId) : label,
    });
  };
  if (!hidden.has('photo:')) add('photo');
  if (found.description !== '') add('description');
  for (const report of found.reports) {
    if (report.dua_id !== null) add('dua', report.dua_id);
    // a reported update still shown (migration 052)
    if (report.update && !report.update.hidden) add(report.update.kind, report.update.id);
  }
  for (const signal of found.signals)
    if (signal.source !== 'campaign' && signal.source_id !== null) add(signal.source, signal.source_id);
  return targets;
}

/** A case's hidden elements, and the buttons that hide one more, each asking a reason. */
export function CaseHiddenParts({ operatorId, found }: { operatorId: number; found: ModerationCase }) {
  const hide = useModerationHide(operatorId, found.campaign_id);
  const [target, setTarget] = useState<Target | null>(null);
  const targets = targetsOf(found);
  return (
    <>
      {found.hidden_parts.length > 0 && (
        <section aria-labelledby="case-hidden" className="flex flex-col gap-3">
          <h2 id="case-hidden" className="text-xl font-bold text-brand-900">
            {text.hiddenTitle}
          </h2>
          <ul className="flex flex-col gap-3">
            {found.hidden_parts.map((part) => (
              <li
                key={`${part.part}-${part.part_id ?? ''}`}
                className="rounded-xl border border-brand-100 bg-white p-3"
                data-testid="case-hidden-part"
              >
                <p className="font-bold">
                  {part.label} · <span className="text-muted">{formatDateTime(part.hidden_at)}</span>
                </p>
                {part.image_url && (
                  <img src={part.image_url} alt={text.hiddenPhotoAlt} className="mt-2 max-h-40 rounded-lg" />
                )}
                {part.text && <p className="mt-1 whitespace-pre-line wrap-anywhere">{part.text}</p>}
                <p className="mt-1 text-sm">
                  {text.hiddenReason} {part.reason}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {targets.length > 0 && (
        <section aria-labelledby="case-hide" className="flex flex-col gap-2">
          <h2 id="case-hide" className="text-xl font-bold text-brand-900">
            {text.hideTitle}
          </h2>
          <p className="text-sm text-muted">{text.hideLead}</p>
          <div className="flex flex-wrap gap-2">
            {targets.map((t) => (
              <button
                key={`${t.part}-${t.part_id ?? ''}`}
                type="button"
                className={secondaryButton}
                onClick={() => setTarget(t)}
              >
                {text.hide(t.label)}
              </button>
            ))}
          </div>
        </section>
      )}
      <ReasonDialog
        open={target !== null}
        title={target ? text.hide(target.label) : ''}
        lead={text.hideLead}
        label={text.reasonLabel}
        required
        submit={text.send}
        call={hide}
        onSubmit={(reason) => {
          if (!target) return;
          const { label: _label, ...body } = target;
          hide.mutate({ ...body, reason }, { onSuccess: () => setTarget(null) });
        }}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
