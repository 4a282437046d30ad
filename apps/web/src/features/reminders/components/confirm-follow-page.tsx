import { useSearchParams } from 'react-router';
import { MailLinkPage } from '../../../components/mail-link-page';
import { followMessages } from '../../../lib/messages/follows';
import { useConfirmFollow } from '../api/follows';

const text = followMessages.confirm;

/**
 * /Reminders/Confirm?token — the link of the follow_confirm mail: no login; the follow starts when the
 * person presses the page's button.
 */
export function ConfirmFollowPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <MailLinkPage
      token={token}
      action={useConfirmFollow()}
      text={text}
      done={(data) => text.done(data.campaign_title)}
    />
  );
}
