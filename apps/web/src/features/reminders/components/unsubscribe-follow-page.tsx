import { useSearchParams } from 'react-router';
import { MailLinkPage } from '../../../components/mail-link-page';
import { followMessages } from '../../../lib/messages/follows';
import { useUnsubscribeFollow } from '../api/follows';

const text = followMessages.unsubscribe;

/**
 * /Reminders/Unsubscribe?token — the link of every reminder and family-update mail: no login; that
 * kind of mail (or all of them) stops for the follow the link stands for when the person presses the
 * page's button (the mail client's one-click POSTs to the same address itself).
 */
export function UnsubscribeFollowPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <MailLinkPage
      token={token}
      action={useUnsubscribeFollow()}
      text={text}
      done={(data) => text.done(text.occasions[data.occasion], data.campaign_title)}
    />
  );
}
