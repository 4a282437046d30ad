import type { SVGProps } from 'react';
import {
  whatsappText,
  whatsappUrl,
  type ShareCampaign,
  type ShareMoment,
} from '@athar/contract/remembrance/whatsapp-texts';
import { primaryButton } from '../../../components/button-classes';
import { campaignShareMessages } from '../../../lib/messages/campaign-share';

const text = campaignShareMessages.share;

/** WhatsApp's mark, in the text colour, hidden from screen readers (the button's text names it). */
function WhatsAppIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.06.9.92-2.98-.2-.31a8.2 8.2 0 1 1 6.82 3.72Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.22-.08-.39-.12-.55.13-.16.24-.63.8-.77.96-.14.16-.29.18-.53.06a6.7 6.7 0 0 1-3.33-2.91c-.25-.43.25-.4.72-1.33.08-.16.04-.3-.02-.43-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04 4.76 4.76 0 0 0 1 2.53 10.9 10.9 0 0 0 4.19 3.7c1.56.67 2.17.73 2.95.62.47-.07 1.46-.6 1.67-1.18.2-.58.2-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z" />
    </svg>
  );
}

/**
 * «أرسل على واتساب» with the ready message of a moment (PRODUCT.md §11.7): the condolence, an occasion, the
 * thank-you after a donation or the khatma invitation, ending with the campaign's link. The person
 * only picks the chat. Drop it anywhere a campaign is shared:
 * `<ShareOnWhatsApp moment="khatma" campaign={{ title, gender, url }} />`.
 */
export function ShareOnWhatsApp({
  moment,
  campaign,
  className = '',
}: {
  moment: ShareMoment;
  campaign: ShareCampaign;
  className?: string;
}) {
  return (
    <a
      className={`${primaryButton} ${className}`}
      href={whatsappUrl(whatsappText(moment, campaign))}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon className="size-5 shrink-0" />
      {text.whatsapp}
      <span className="sr-only">{text.opensWhatsapp}</span>
    </a>
  );
}
