import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { followMessages } from '../../../lib/messages/follows';
import { useConfirmFollow } from '../api/follows';

const text = followMessages.confirm;

/** /Reminders/Confirm?token — the link of the follow_confirm mail: no login, the follow starts. */
export function ConfirmFollowPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useConfirmFollow(token);
  if (token && result.isPending) return <PageSpinner label={text.working} />;
  const home = (
    <Link to="/" className={`${secondaryButton} mt-6 w-full`}>
      {text.home}
    </Link>
  );
  if (result.isSuccess)
    return (
      <AuthCard title={text.doneTitle}>
        <FormAlert kind="success" text={text.done(result.data.campaign_title)} />
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
