import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { LicenceNumber } from '../../../components/licence-number';
import { ngoPath } from '../../../lib/entity-paths';
import { licenceMessages } from '../../../lib/messages/licence';

const text = licenceMessages.line;

/** Few readers open the licence's details: their code comes when one does, not with every visit. */
const LicenceDetails = lazy(async () => ({
  default: (await import('../../../components/licence-details')).LicenceDetails,
}));

type LicenceLineProps = {
  campaign: Pick<CampaignDetails, 'ngo_id' | 'ngo_ar_name' | 'licence'>;
};

/**
 * The charity behind the campaign and, in one line, its registration and permit numbers (docs/decisions/018);
 * the rest of the licence opens below on demand (a native disclosure: a button to keyboards and
 * screen readers, announced as expanded or collapsed).
 */
export function LicenceLine({ campaign }: LicenceLineProps) {
  const { licence } = campaign;
  const [opened, setOpened] = useState(false);
  return (
    <div role="group" aria-label={text.label} className="rounded-xl bg-brand-50 px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted">{text.by}</span>
        <Link
          to={ngoPath(campaign.ngo_ar_name, campaign.ngo_id)}
          className="min-w-0 font-bold wrap-anywhere text-brand-800 underline underline-offset-4"
        >
          {campaign.ngo_ar_name}
        </Link>
      </p>
      <p className="mt-1 flex flex-wrap gap-x-2 text-ink">
        {licence.registration_number && (
          <>
            <span>
              <LicenceNumber label={text.registered} number={licence.registration_number} />
            </span>
            <span aria-hidden="true" className="text-muted">
              ·
            </span>
          </>
        )}
        {licence.permit ? (
          <span>
            <LicenceNumber label={text.permit} number={licence.permit.permit_number} />
          </span>
        ) : (
          <span className="font-bold text-danger-700">{text.noPermit}</span>
        )}
      </p>
      <details className="mt-1" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="cursor-pointer font-bold text-brand-700 underline-offset-4 hover:underline">
          {text.details}
        </summary>
        {opened && (
          <Suspense fallback={<p className="mt-3 text-muted">{text.loading}</p>}>
            <LicenceDetails licence={licence} className="mt-3" />
          </Suspense>
        )}
      </details>
    </div>
  );
}
