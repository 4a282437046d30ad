import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { howItWorksLead, howItWorksSteps } from '../content/steps';
import { InfoLayout, InfoSteps } from './info-layout';

export function HowItWorksPage() {
  return (
    <InfoLayout title={messages.pages.howItWork} lead={howItWorksLead}>
      <InfoSteps steps={howItWorksSteps} />
      <Link to="/ChooseCampaign" className={`${primaryButton} self-start`}>
        {discoveryMessages.info.startCampaign}
      </Link>
    </InfoLayout>
  );
}
