import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { formatHijri, parseHijriKey } from '@athar/contract/hijri/hijri-date';
import { gregorianWords } from '../../../lib/gregorian-words';
import { deathDateLineMessages } from '../../../lib/messages/death-date-line';

/**
 * «تُوفّي في 1 رمضان 1446 هـ، الموافق 1 مارس 2025 م» (PRODUCT.md §11.6): the calendar the family entered
 * the date in comes first. Nothing when the family gave no date.
 */
export function DeathDateLine({
  campaign,
}: {
  campaign: Pick<CampaignDetails, 'death_date' | 'death_hijri' | 'death_calendar' | 'deceased_gender'>;
}) {
  const hijri = campaign.death_hijri ? parseHijriKey(campaign.death_hijri) : null;
  if (!campaign.death_date || !hijri) return null;
  const hijriText = formatHijri(hijri);
  const gregorianText = gregorianWords(campaign.death_date);
  const [first, second] =
    campaign.death_calendar === 'hijri' ? [hijriText, gregorianText] : [gregorianText, hijriText];
  return (
    <p className="mt-1 text-brand-800" data-testid="death-date-line">
      {deathDateLineMessages.died(campaign.deceased_gender, first, second)}
    </p>
  );
}
