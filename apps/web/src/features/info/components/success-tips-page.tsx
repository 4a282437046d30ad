import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { successTips, successTipsLead } from '../content/steps';
import { InfoLayout, InfoSteps } from './info-layout';

export function SuccessTipsPage() {
  return (
    <InfoLayout title={messages.pages.successTips} lead={successTipsLead}>
      <InfoSteps steps={successTips} />
      <Link to="/ChooseCampaign" className={`${primaryButton} self-start`}>
        {discoveryMessages.info.startCampaign}
      </Link>
    </InfoLayout>
  );
}
