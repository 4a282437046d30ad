import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import { secondaryButton } from '../../../components/button-classes';
import { FavouriteToggle } from '../../../components/favourite-toggle';
import { ProjectLabels } from '../../../components/project-labels';
import { formatDate } from '../../../lib/format-date';
import { imageUrl } from '../../../lib/image-url';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import { useCampaignRole } from '../api/get-campaign-role';
import { LicenceLine } from './licence-line';
import { DeathDateLine } from './death-date-line';
import { DeferredPart } from './deferred-part';
import { KhatmaNotice } from './khatma-notice';
import { CampaignMenu } from './campaign-menu';
import { EditCampaignDialog, PageShareButtons, ProjectDetailsDialog } from './later-sections';

const text = campaignPageMessages;

function campaignImage(path: string): string {
  return path === DEFAULT_CAMPAIGN_IMAGE ? `/${DEFAULT_CAMPAIGN_IMAGE}` : imageUrl(path);
}

/** Picture, the deceased's name, the family's words, date, project, sharing and the printable card. */
export function CampaignHero({ campaign }: { campaign: CampaignDetails }) {
  const [projectOpen, setProjectOpen] = useState(false);
  /** the project's dialog is fetched on its first opening, then kept for its closing */
  const [projectOpened, setProjectOpened] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  // the family edits: the creator (can_edit) and the co-administrators they invited
  const { canManage } = useCampaignRole(campaign.campaign_id);
  const canEdit = campaign.can_edit || canManage;
  return (
    <section className="min-w-0 overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <img
        src={campaignImage(campaign.campaign_image)}
        alt={text.imageAlt(campaign.campaign_title)}
        width={640}
        height={420}
        className="aspect-[32/21] w-full object-cover"
      />
      <div className="space-y-4 p-5">
        <div>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-3xl font-bold wrap-anywhere text-brand-900">
                {keepCompoundNames(campaign.campaign_title)}
              </h1>
              <p className="mt-1 text-lg text-brand-800">{text.mercy(campaign.deceased_gender)}</p>
              <DeathDateLine campaign={campaign} />
            </div>
            <FavouriteToggle
              campaignId={campaign.campaign_id}
              title={campaign.campaign_title}
              isFavourite={campaign.isFavorite}
              className="shrink-0"
            />
          </div>
          <p className="mt-1 text-sm text-muted">{text.createdOn(formatDate(campaign.campaign_tstamp))}</p>
        </div>
        {campaign.campaign_description && (
          <p className="whitespace-pre-line leading-relaxed wrap-anywhere">{campaign.campaign_description}</p>
        )}
        <KhatmaNotice open={campaign.khatma_open} />
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-muted">{text.projectLabel}</span>
          <span className="min-w-0 font-bold wrap-anywhere text-brand-800">{campaign.project_ar_name}</span>
          <button
            type="button"
            className="font-bold text-brand-700 underline underline-offset-4"
            onClick={() => {
              setProjectOpened(true);
              setProjectOpen(true);
            }}
          >
            {text.more}
          </button>
        </p>
        <ProjectLabels labels={campaign} />
        <LicenceLine campaign={campaign} />
        {/* the room of the moment choice, the buttons, the message and the short link, kept while they load */}
        <DeferredPart className="min-h-56">
          <PageShareButtons campaign={campaign} />
        </DeferredPart>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link
            to={`/CondolenceCard/${campaign.campaign_id}`}
            className="inline-block font-bold text-brand-700 underline underline-offset-4"
          >
            {text.condolenceCard}
          </Link>
          {canEdit && (
            <button type="button" className={secondaryButton} onClick={() => setEditOpen(true)}>
              {text.edit.open}
            </button>
          )}
          <div className="ms-auto">
            <CampaignMenu campaignId={campaign.campaign_id} />
          </div>
        </div>
      </div>
      {projectOpened && (
        <Suspense fallback={null}>
          <ProjectDetailsDialog
            campaign={campaign}
            open={projectOpen}
            onClose={() => setProjectOpen(false)}
          />
        </Suspense>
      )}
      {canEdit && editOpen && (
        <Suspense fallback={null}>
          <EditCampaignDialog campaign={campaign} open={editOpen} onClose={() => setEditOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
