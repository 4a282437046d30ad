import type { ProjectLabels as Labels } from '@athar/contract/projects/labels';
import { cx } from '../lib/cx';
import { licenceMessages } from '../lib/messages/licence';

const text = licenceMessages.labels;
const badge = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-bold';

/**
 * A project's honest labels (docs/decisions/018): صدقة جارية or صدقة, and whether zakat may be given to it.
 */
export function ProjectLabels({ labels, className }: { labels: Labels; className?: string }) {
  return (
    <ul aria-label={text.group} className={cx('flex flex-wrap gap-2', className)}>
      <li
        className={cx(
          badge,
          labels.sadaqa_kind === 'jariya'
            ? 'bg-brand-700 text-white'
            : 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
        )}
      >
        {text.kind[labels.sadaqa_kind]}
      </li>
      {labels.zakat_eligible && (
        <li className={cx(badge, 'bg-sand-100 text-brand-900 ring-1 ring-sand-300')}>{text.zakat}</li>
      )}
    </ul>
  );
}
