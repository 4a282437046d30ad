import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { formatEgp } from '@athar/contract/money';
import { ModalDialog } from '../../../components/modal-dialog';
import { imageUrl } from '../../../lib/image-url';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';

/** The 'more' dialog about the campaign's project and its charity. */
export function ProjectDetailsDialog(props: {
  campaign: CampaignDetails;
  open: boolean;
  onClose: () => void;
}) {
  const { campaign } = props;
  return (
    <ModalDialog open={props.open} onClose={props.onClose} title={campaign.project_ar_name}>
      <img
        src={imageUrl(campaign.project_image)}
        alt=""
        width={640}
        height={420}
        className="mb-4 aspect-[32/21] w-full rounded-xl object-cover"
      />
      <p className="leading-relaxed">{campaign.project_description}</p>
      <p className="mt-3 text-muted">{campaignPageMessages.unitCost(formatEgp(campaign.project_amount))}</p>
      <p className="mt-1 text-muted">{campaignPageMessages.byCharity(campaign.ngo_ar_name)}</p>
    </ModalDialog>
  );
}
