import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';

/** SMS instructions: T<code> to the charity's short number, 5 EGP a message; none without a number. */
export function SmsBanner({ campaign }: { campaign: CampaignDetails }) {
  if (!campaign.SMSshortNumber) return null;
  return (
    <aside className="rounded-2xl border border-sand-200 bg-sand-50 p-5">
      <h2 className="font-bold text-brand-900">{campaignPageMessages.smsTitle}</h2>
      <p className="mt-2 leading-relaxed">
        {campaignPageMessages.smsText(campaign.SMSshortNumber, campaign.sms_amount)}
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <span
          dir="ltr"
          className="rounded-lg bg-white px-3 py-1.5 font-mono text-lg font-bold text-brand-900"
        >
          T{campaign.smsCode}
        </span>
        <span aria-hidden="true">←</span>
        <span
          dir="ltr"
          className="rounded-lg bg-white px-3 py-1.5 font-mono text-lg font-bold text-brand-900"
        >
          {campaign.SMSshortNumber}
        </span>
      </p>
    </aside>
  );
}
