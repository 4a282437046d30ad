import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { InfoLayout } from './info-layout';

/** PRODUCT.md §2: press coverage shows 'coming soon'. */
export function PressPage() {
  return (
    <InfoLayout title={messages.pages.pressCoverage}>
      <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-brand-100">
        <p className="text-3xl font-bold text-brand-700">{discoveryMessages.info.comingSoon}</p>
        <p className="mt-3 text-muted">{discoveryMessages.info.pressText}</p>
      </div>
    </InfoLayout>
  );
}
