import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { followMessages } from '../../../lib/messages/follows';
import { useUnsubscribeFollow } from '../api/follows';

const text = followMessages.unsubscribe;

/**
 * /Reminders/Unsubscribe?token — the link of every reminder and family-update mail: no login, that
 * kind of mail (or all of them) stops for the follow the link names.
 */
export function UnsubscribeFollowPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useUnsubscribeFollow(token);
  if (token && result.isPending) return <PageSpinner label={text.working} />;
  const home = (
    <Link to="/" className={`${secondaryButton} mt-6 w-full`}>
      {text.home}
    </Link>
  );
  if (result.isSuccess)
    return (
      <AuthCard title={text.doneTitle} lead={text.lead}>
        <FormAlert
          kind="success"
          text={text.done(text.occasions[result.data.occasion], result.data.campaign_title)}
        />
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
