import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { useUnsubscribe } from '../api/unsubscribe';

const text = deliveryMessages.unsubscribe;

/** /Unsubscribe?token — the link of every update mail: no login, the mails of that campaign stop. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useUnsubscribe(token);
  if (token && result.isPending) return <PageSpinner label={text.working} />;
  const home = (
    <Link to="/" className={`${secondaryButton} mt-6 w-full`}>
      {text.home}
    </Link>
  );
  if (result.isSuccess)
    return (
      <AuthCard title={text.doneTitle} lead={text.lead}>
        <FormAlert kind="success" text={text.done(result.data)} />
        {home}
      </AuthCard>
    );
  return (
    <AuthCard title={text.title}>
      <FormAlert kind="error" text={token ? errorMessage(result.error) : text.missingToken} />
      {home}
    </AuthCard>
  );
}
