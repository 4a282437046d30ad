import { HIDDEN_MARK } from '@athar/contract/moderation/hidden-parts';
import { reportMessages } from '../../../lib/messages/reports';
import { useFamilyHiddenParts } from '../api/family-reports';

const text = reportMessages.hidden;

/**
 * What a moderator hid from the visitors, on the family's management page (docs/decisions/036): each
 * element as it was, marked «مخفي للمراجعة», with the moderator's reason. Nothing shows when none is.
 */
export function FamilyHiddenPanel({ campaignId }: { campaignId: number }) {
  const parts = useFamilyHiddenParts(campaignId);
  if (!parts.data || parts.data.length === 0) return null;
  return (
    <section
      aria-labelledby="family-hidden-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-sand-300 bg-sand-50 p-4"
    >
      <h2 id="family-hidden-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-muted">{text.lead}</p>
      <ul className="flex flex-col gap-3">
        {parts.data.map((part) => (
          <li
            key={`${part.part}-${part.part_id ?? ''}`}
            className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-3"
            data-testid="family-hidden-part"
          >
            <p className="font-bold text-brand-900">
              {part.label} · <span className="text-danger-700">{HIDDEN_MARK}</span>
            </p>
            {part.image_url && (
              <img
                src={part.image_url}
                alt={text.photoAlt}
                className="max-h-48 self-start rounded-lg opacity-70"
              />
            )}
            {part.text && <p className="whitespace-pre-line wrap-anywhere text-muted">{part.text}</p>}
            <p className="text-sm">
              {text.reason} {part.reason}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
