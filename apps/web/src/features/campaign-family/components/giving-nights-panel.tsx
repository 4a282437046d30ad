import { useId } from 'react';
import { occasionUnit } from '@athar/contract/hijri/giving-occasions';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { FormAlert } from '../../../components/forms/form-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { givingMessages } from '../../../lib/messages/giving';
import { useGivingNights } from '../api/giving-nights';

const text = givingMessages.family;

/**
 * The family's page (docs/decisions/020): for each night (or Friday, a day: 030) of the campaign's
 * schedules, how many people give on it, what has arrived, and the names of those who chose to show them.
 */
export function GivingNightsPanel({ campaignId }: { campaignId: number }) {
  const id = useId();
  const nights = useGivingNights(campaignId);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-muted">{text.lead}</p>
      {nights.isPending ? (
        <Spinner className="size-6" />
      ) : nights.isError ? (
        <FormAlert kind="error" text={errorMessage(nights.error)} />
      ) : nights.data.length === 0 ? (
        <p className="text-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200">
          {nights.data.map((night) => {
            const words = givingMessages.units[occasionUnit(night.occasion)];
            return (
              <li key={`${night.night}:${night.occasion}`} className="flex flex-col gap-1 py-3">
                <span className="font-bold wrap-anywhere text-brand-900">{night.label}</span>
                <span>{words.givers(night.givers)}</span>
                <span className="text-sm text-muted">
                  {words.confirmed(night.confirmed, formatPiasters(piasters(night.confirmed_piasters)))}
                </span>
                {night.shown_names.length > 0 && (
                  <span className="text-sm wrap-anywhere">{text.names(night.shown_names.join('، '))}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
