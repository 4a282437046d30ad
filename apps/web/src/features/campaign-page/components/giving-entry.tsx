import { lazy, Suspense, useId, useState } from 'react';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { secondaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageSpinner } from '../../../components/spinner';
import { givingMessages } from '../../../lib/messages/giving';
import { donateMethods } from '../donate-methods';
import { scheduleMethods } from '../schedule-methods';

/** The form (zod, react-hook-form) is its own chunk, fetched when the dialog opens. */
const ScheduleForm = lazy(async () => ({ default: (await import('./schedule-form')).ScheduleForm }));

const text = givingMessages.entry;

/**
 * «تبرّع في الليالي المباركة» beside the donate panel: a calm invitation and the dialog of the form.
 * Shown only while the campaign takes donations by card, wallet or payment code.
 */
export function GivingEntry({ campaign }: { campaign: CampaignDetails }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  /** the form is fetched on the first opening, then kept as typed when the dialog is closed */
  const [opened, setOpened] = useState(false);
  /** a fresh form once a schedule was set up */
  const [generation, setGeneration] = useState(0);
  const methods = scheduleMethods(donateMethods(campaign));
  if (campaign.donations_paused || methods.length === 0) return null;

  function finish() {
    setOpen(false);
    setGeneration((each) => each + 1);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="leading-relaxed text-muted">
        {text.lead(campaign.deceased_gender, campaign.death_date !== null)}
      </p>
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {text.open}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={text.dialogTitle(campaign.campaign_title)}
        widthClass="max-w-xl"
      >
        {opened && (
          <Suspense fallback={<PageSpinner />}>
            <ScheduleForm key={generation} campaign={campaign} methods={methods} onClose={finish} />
          </Suspense>
        )}
      </ModalDialog>
    </section>
  );
}
