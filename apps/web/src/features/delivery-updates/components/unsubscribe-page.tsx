import { useSearchParams } from 'react-router';
import { MailLinkPage } from '../../../components/mail-link-page';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { useUnsubscribe } from '../api/unsubscribe';

const text = deliveryMessages.unsubscribe;

/**
 * /Unsubscribe?token — the link of every update mail: no login; the mails of that campaign stop when
 * the person presses the page's button.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <MailLinkPage token={token} action={useUnsubscribe()} text={text} done={text.done} />;
}
