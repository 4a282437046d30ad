import type { CharityLicence } from '@athar/contract/charity/licence';
import { LicenceDetails } from '../../../components/licence-details';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';

const text = licenceMoreMessages.block;

/**
 * «السجل والتصريح» on the charity page (docs/decisions/018): the charity's registration and its online
 * fundraising permit in force today, or a notice that it has none, so its campaigns take no donation.
 */
export function LicenceBlock({ licence }: { licence: CharityLicence }) {
  return (
    <section
      aria-labelledby="charity-licence-title"
      className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
    >
      <h2 id="charity-licence-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <LicenceDetails licence={licence} className="mt-4" />
      {!licence.permit && (
        <div role="note" className="mt-4 rounded-xl border border-danger-700/30 bg-danger-50 p-4">
          <p className="font-bold text-danger-700">{text.noPermitTitle}</p>
          <p className="mt-1 leading-relaxed text-ink">{text.noPermit}</p>
        </div>
      )}
    </section>
  );
}
