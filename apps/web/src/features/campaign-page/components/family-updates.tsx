import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format-date';
import { familyMessages } from '../../../lib/messages/family';
import { familyPagePath } from '../../../lib/family-paths';
import { useFamilyUpdates } from '../api/get-family-updates';
import { useCampaignRole } from '../api/get-campaign-role';
import { ReportUpdateButton } from './report-update-button';
import { UpdatesSection } from './updates-section';

const text = familyMessages.updates;

/**
 * «أخبار العائلة» on the campaign page: what the family posted, newest first, a page at a time; and,
 * for the family itself (creator or co-administrator), the way to «إدارة الحملة». Nothing shows to a
 * visitor while there is nothing to show.
 */
export function FamilyUpdates({ campaignId }: { campaignId: number }) {
  const updates = useFamilyUpdates(campaignId);
  const { canManage } = useCampaignRole(campaignId);
  const items = updates.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0 && !canManage) return null;
  return (
    <UpdatesSection id="family-updates-title" text={text} pages={updates}>
      {canManage ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-sand-50 p-4">
          <p className="text-sm text-ink">{familyMessages.manage.openLead}</p>
          <Link to={familyPagePath(campaignId)} className={cx(primaryButton, 'self-start py-1.5')}>
            {familyMessages.manage.openLink}
          </Link>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ol aria-label={text.listLabel} className="flex flex-col gap-4 border-s-2 border-sand-200 ps-4">
          {items.map((update) => (
            <li key={update.id}>
              <article className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
                <time dateTime={update.created_at} className="text-sm font-bold text-muted">
                  {text.postedOn(formatDate(update.created_at))}
                </time>
                <p className="whitespace-pre-line break-words leading-relaxed text-ink">{update.body}</p>
                {update.image_url ? (
                  <a href={update.image_url} target="_blank" rel="noopener">
                    <img
                      src={update.image_url}
                      alt={text.photoAlt}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full max-w-md rounded-xl bg-sand-100 object-cover"
                    />
                  </a>
                ) : null}
                <ReportUpdateButton
                  campaignId={campaignId}
                  update={{ kind: 'family_update', id: update.id, created_at: update.created_at }}
                />
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </UpdatesSection>
  );
}
