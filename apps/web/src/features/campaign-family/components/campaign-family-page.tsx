import { Link, Navigate, useParams } from 'react-router';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { readDecimalId } from '@athar/contract/digits';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import { textLink } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageSpinner } from '../../../components/spinner';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { campaignPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { familyMessages } from '../../../lib/messages/family';
import { useCampaignAdmins } from '../api/co-admins';
import { useFamilyCampaign } from '../api/get-campaign';
import { CampaignTextPanel } from './campaign-text-panel';
import { CoAdminsPanel } from './co-admins-panel';
import { FamilyAppealsPanel } from './family-appeals-panel';
import { FamilyHiddenPanel } from './family-hidden-panel';
import { FamilyReportsPanel } from './family-reports-panel';
import { FamilyUpdateForm } from './family-update-form';
import { GivingNightsPanel } from './giving-nights-panel';
import { PicturePanel } from './picture-panel';

const text = familyMessages;

function campaignImage(path: string): string {
  return path === DEFAULT_CAMPAIGN_IMAGE ? `/${DEFAULT_CAMPAIGN_IMAGE}` : imageUrl(path);
}

/** /Campaign/:campaignId/family — «إدارة الحملة» for its creator and co-administrators (PRODUCT.md §11.4). */
export function CampaignFamilyPage() {
  const campaignId = readDecimalId(useParams().campaignId) ?? 0;
  const details = useFamilyCampaign(campaignId > 0 ? campaignId : 0);
  const admins = useCampaignAdmins(campaignId);
  useDataDocumentTitle(details.data ? text.manage.tabTitle(details.data.campaign_title) : null);

  if (campaignId <= 0 || details.isError) return <Navigate to="/PathNotFound" replace />;
  if (details.isPending || admins.isPending) return <PageSpinner />;
  const campaign = details.data;
  const back = (
    <Link to={campaignPath(campaign.campaign_title, campaign.campaign_id)} className={textLink}>
      {text.manage.backToCampaign}
    </Link>
  );
  if (admins.isError)
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
        <FormAlert kind="error" text={text.manage.notManager} />
        {back}
      </div>
    );
  const view = admins.data;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        {back}
        <h1 className="text-2xl font-bold text-brand-900">{text.manage.title}</h1>
        <p className="text-muted wrap-anywhere">
          {text.manage.lead(keepCompoundNames(campaign.campaign_title))}
        </p>
        <p className="text-sm font-bold text-brand-800">
          {view.role === 'creator' ? text.manage.roleCreator : text.manage.roleAdmin(view.creator_name)}
        </p>
      </header>
      <FamilyReportsPanel campaignId={campaign.campaign_id} />
      <FamilyAppealsPanel campaignId={campaign.campaign_id} />
      <FamilyHiddenPanel campaignId={campaign.campaign_id} />
      <FamilyUpdateForm campaignId={campaign.campaign_id} />
      <CampaignTextPanel
        key={campaign.campaign_description}
        campaignId={campaign.campaign_id}
        description={campaign.campaign_description}
      />
      <PicturePanel campaignId={campaign.campaign_id} current={campaignImage(campaign.campaign_image)} />
      <CoAdminsPanel campaignId={campaign.campaign_id} view={view} />
      <GivingNightsPanel campaignId={campaign.campaign_id} />
    </div>
  );
}
