import { Suspense, lazy, useId, useState } from 'react';
import { moderationMessages } from '../../../lib/messages/moderation';

const text = moderationMessages.menu;

/** Opened on demand: its form code (zod, react-hook-form) is its own chunk. */
const ReportCampaignDialog = lazy(async () => ({
  default: (await import('./report-campaign-dialog')).ReportCampaignDialog,
}));

/**
 * The page's discreet menu («المزيد»): today one item, «إبلاغ» (docs/decisions/033). A disclosure
 * button with its list, not a floating menu: it reads and tabs in order on a phone and a screen reader.
 */
export function CampaignMenu({ campaignId }: { campaignId: number }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={text.label}
        className="rounded-lg px-2 py-1 text-sm font-bold text-muted hover:bg-sand-100"
        onClick={() => setExpanded((was) => !was)}
      >
        {text.open} <span aria-hidden="true">⋯</span>
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        className="mt-1 rounded-xl border border-brand-100 bg-white p-1 shadow"
      >
        <li>
          <button
            type="button"
            className="w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-sand-100"
            onClick={() => {
              setExpanded(false);
              setReporting(true);
            }}
          >
            {text.report}
          </button>
        </li>
      </ul>
      {reporting && (
        <Suspense fallback={null}>
          <ReportCampaignDialog
            campaignId={campaignId}
            open={reporting}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
