import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { InfoSteps } from './info-layout';
import { SitePageBody } from './site-page-body';

export function HowItWorksPage() {
  return (
    <SitePageBody page="how_it_works" title={messages.pages.howItWork}>
      {(content) => (
        <>
          <InfoSteps steps={content.entries} />
          <Link to="/ChooseCampaign" className={`${primaryButton} self-start`}>
            {discoveryMessages.info.startCampaign}
          </Link>
        </>
      )}
    </SitePageBody>
  );
}
