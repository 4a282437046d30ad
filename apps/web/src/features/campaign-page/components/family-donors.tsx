import { visibilityMessages } from '../../../lib/messages/visibility';
import { useFamilyDonors } from '../api/get-family-donors';
import { DonorPages } from './donor-pages';

const text = visibilityMessages.family;

/**
 * The donors as the campaign's family sees them (docs/decisions/018): donors who chose to be seen by the
 * family alone are named here, with their amounts. Rendered for the creator and every co-administrator.
 */
export function FamilyDonors({ campaignId, viewerId }: { campaignId: number; viewerId: number }) {
  const donors = useFamilyDonors(campaignId, viewerId);

  return (
    <section
      aria-labelledby="family-donors-title"
      className="min-w-0 rounded-2xl border border-sand-200 bg-sand-50 p-5"
    >
      <h2 id="family-donors-title" className="text-lg font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.lead}</p>
      <DonorPages donors={donors} empty={text.empty} />
    </section>
  );
}
