import { useId } from 'react';
import type { z } from 'zod';
import type { scheduleNight } from '@athar/contract/giving/schedules';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { givingMessages, type GivingUnitText } from '../../../lib/messages/giving';

const text = givingMessages.preview;
/** Longer lists (a year of weeks) fold after this many nights. */
const SHOWN_NIGHTS = 10;

export type PreviewState =
  | { step: 'waiting' }
  | { step: 'loading' }
  | { step: 'refused'; message: string }
  | { step: 'ready'; nights: z.infer<typeof scheduleNight>[]; totalPiasters: number };

function NightList({ nights }: { nights: { night: string; label: string }[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {nights.map((night) => (
        <li key={night.night} className="wrap-anywhere">
          {night.label}
        </li>
      ))}
    </ul>
  );
}

interface SchedulePreviewProps {
  amountText: string;
  state: PreviewState;
  /** the words of the chosen pattern: its nights, or its Fridays (a day) */
  words: GivingUnitText;
}

/**
 * What the schedule comes to, above the confirm button: every night (or day) by its label and the total
 * that will be paid, with no fee and no tip. Read out as it changes.
 */
export function SchedulePreview({ amountText, state, words }: SchedulePreviewProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-bold text-brand-900">
        {text.title}
      </h3>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {state.step === 'waiting' && <p className="text-muted">{words.waiting}</p>}
        {state.step === 'loading' && <p className="text-muted">{words.loading}</p>}
        {state.step === 'ready' && (
          <>
            <p className="font-bold text-brand-900">
              {words.total(amountText, state.nights.length, formatPiasters(piasters(state.totalPiasters)))}
            </p>
            <p className="text-sm text-muted">{text.noFees}</p>
          </>
        )}
      </div>
      {state.step === 'refused' && (
        <p role="alert" className="font-bold text-danger-700">
          {state.message}
        </p>
      )}
      {state.step === 'ready' && (
        <div aria-label={words.list} role="group">
          <NightList nights={state.nights.slice(0, SHOWN_NIGHTS)} />
          {state.nights.length > SHOWN_NIGHTS && (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-bold text-brand-700">
                {words.more(state.nights.length - SHOWN_NIGHTS)}
              </summary>
              <NightList nights={state.nights.slice(SHOWN_NIGHTS)} />
            </details>
          )}
        </div>
      )}
    </section>
  );
}
