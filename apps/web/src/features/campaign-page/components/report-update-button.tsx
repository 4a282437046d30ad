import { Suspense, lazy, useState } from 'react';
import type { ReportedUpdateKind } from '@athar/contract/moderation/reports';
import { formatDate } from '../../../lib/format-date';
import { reportMessages } from '../../../lib/messages/reports';

const text = reportMessages.updateButton;

/** Opened on demand, as the page menu's: the form's code is its own chunk. */
const ReportCampaignDialog = lazy(async () => ({
  default: (await import('./report-campaign-dialog')).ReportCampaignDialog,
}));

/**
 * The discreet «إبلاغ» under one family or delivery update of the campaign page (migration 052): a
 * small muted text button, named for a screen reader by the update's kind and day, that opens the
 * page's report form about that update.
 */
export function ReportUpdateButton({
  campaignId,
  update,
}: {
  campaignId: number;
  update: { kind: ReportedUpdateKind; id: number; created_at: string };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={text.label[update.kind](formatDate(update.created_at))}
        className="self-end py-1 text-sm text-muted underline underline-offset-4 hover:text-danger-700"
      >
        {text.text}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportCampaignDialog
            campaignId={campaignId}
            update={{ kind: update.kind, id: update.id }}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
