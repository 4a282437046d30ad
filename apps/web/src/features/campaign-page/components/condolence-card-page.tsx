import { keepCompoundNames } from '@athar/contract/compound-names';
import { Link, Navigate, useParams } from 'react-router';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import { readDecimalId } from '@athar/contract/digits';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { QrCode } from '../../../components/qr-code';
import { PageSpinner } from '../../../components/spinner';
import { imageUrl } from '../../../lib/image-url';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { useCampaignDetails } from '../api/get-campaign-details';
import { CardLicenceNote } from './card-licence-note';

const text = campaignMessages.condolenceCard;

/**
 * /CondolenceCard/{id}: a printable A6 card for the عزاء — the name and picture, a hadith on
 * lasting charity with its source, a short prayer for the deceased, a QR code to the campaign's short link and the SMS instruction.
 */
export function CondolenceCardPage() {
  // decimal digits only: Number() would read /…/0x10 as 16
  const campaignId = readDecimalId(useParams().campaignId) ?? 0;
  const valid = campaignId > 0;
  const details = useCampaignDetails(valid ? campaignId : 0);

  if (!valid || details.isError) return <Navigate to="/PathNotFound" replace />;
  if (details.isPending) return <PageSpinner />;
  const campaign = details.data;
  const shortLink = `${window.location.origin}/${campaign.smsCode}`;
  const image =
    campaign.campaign_image === DEFAULT_CAMPAIGN_IMAGE
      ? `/${DEFAULT_CAMPAIGN_IMAGE}`
      : imageUrl(campaign.campaign_image);

  return (
    <div className="mx-auto max-w-md px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {text.print}
        </button>
        <Link
          to={`/CampaignDonation/${campaign.campaign_title.replace(/ /g, '_')}/${campaign.campaign_id}`}
          className={secondaryButton}
        >
          {text.back}
        </Link>
      </div>
      {/* printed: the frame fills the A6 sheet and everything in it is a size smaller (styles.css) */}
      <article className="condolence-card mx-auto flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-sand-300 bg-white p-6 text-center print:gap-1 print:rounded-xl print:px-4 print:py-3">
        <p className="text-sm text-muted print:text-xs">
          {text.inMemory(campaign.campaign_title, campaign.deceased_gender, campaign.sadaqa_kind)}
        </p>
        <img
          src={image}
          alt=""
          width={160}
          height={105}
          className="h-24 w-36 rounded-xl object-cover print:h-20 print:w-28"
        />
        <h1 className="text-2xl font-bold text-brand-900 print:text-xl">
          {keepCompoundNames(campaign.campaign_title)}
        </h1>
        <p className="-mt-2 text-sm text-brand-800 print:-mt-1 print:text-xs">
          {text.mercy(campaign.deceased_gender)}
        </p>
        <blockquote className="text-sm leading-relaxed text-ink print:text-xs">
          {text.hadith} <cite className="whitespace-nowrap not-italic text-muted">{text.hadithSource}</cite>
        </blockquote>
        <p className="text-sm font-bold text-brand-800 print:text-xs">
          {text.prayer(campaign.deceased_gender)}
        </p>
        <QrCode value={shortLink} label={text.qrLabel(shortLink)} className="size-32 print:size-28" />
        <p className="text-sm font-bold text-brand-800">{text.scan(campaign.project_ar_name)}</p>
        <p dir="ltr" className="font-mono text-sm print:text-xs">
          {shortLink.replace(/^https?:\/\//, '')}
        </p>
        {campaign.SMSshortNumber && (
          <p className="rounded-lg bg-sand-50 px-3 py-2 text-sm print:py-1.5 print:text-xs">
            {text.sms(campaign.SMSshortNumber, campaign.sms_amount)}{' '}
            <span dir="ltr" className="font-mono font-bold">
              T{campaign.smsCode}
            </span>
          </p>
        )}
        <CardLicenceNote licence={campaign.licence} />
      </article>
    </div>
  );
}
