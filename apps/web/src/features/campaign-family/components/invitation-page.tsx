import { Link, useLocation, useSearchParams } from 'react-router';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { withTheLate } from '@athar/contract/deceased-gender';
import { AuthCard } from '../../../components/auth-card';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { familyMessages } from '../../../lib/messages/family';
import { loginPathBackTo, registerPathBackTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { useAcceptInvitation, useInvitation } from '../api/co-admins';
import { familyPagePath } from '../../../lib/family-paths';

const text = familyMessages.invitation;

/**
 * /Invitation?token — the mailed link to manage a campaign. A guest logs in (or registers, and logs in
 * from the registration page) and comes back; only the account whose e-mail the invitation names may
 * accept it, as the api checks too. One who verifies first and logs in elsewhere is asked after login
 * (PendingInvitationDialog).
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const session = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const home = (
    <Link to="/" className={cx(secondaryButton, 'mt-4 w-full')}>
      {text.home}
    </Link>
  );
  if (!token)
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="error" text={text.missingToken} />
        {home}
      </AuthCard>
    );
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError)
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="error" text={errorMessage(invitation.error)} />
        {home}
      </AuthCard>
    );
  const invite = invitation.data;
  const lead = text.lead(keepCompoundNames(withTheLate(invite.campaign_title, invite.deceased_gender)));
  if (accept.isSuccess)
    return (
      <AuthCard title={text.title} lead={lead}>
        <FormAlert kind="success" text={text.accepted} />
        <Link to={familyPagePath(accept.data.campaign_id)} className={cx(primaryButton, 'mt-4 w-full')}>
          {text.goManage}
        </Link>
      </AuthCard>
    );
  if (invite.state !== 'open')
    return (
      <AuthCard title={text.title} lead={lead}>
        <FormAlert kind="error" text={text.states[invite.state]} />
        {home}
      </AuthCard>
    );
  return (
    <AuthCard title={text.title} lead={lead}>
      <div className="flex flex-col gap-4">
        {invite.inviter_name ? <p className="text-ink">{text.from(invite.inviter_name)}</p> : null}
        <div className="text-ink">
          <p>{text.forEmail}</p>
          <p dir="ltr" className="font-bold break-all text-end">
            {invite.email}
          </p>
        </div>
        {!session ? (
          <>
            <p className="text-muted">{text.loginFirst}</p>
            <Link to={loginPathBackTo(location)} className={cx(primaryButton, 'w-full')}>
              {text.login}
            </Link>
            <Link to={registerPathBackTo(location)} className={cx(secondaryButton, 'w-full')}>
              {text.register}
            </Link>
          </>
        ) : session.email.toLowerCase() !== invite.email ? (
          <FormAlert kind="error" text={text.otherAccount} />
        ) : (
          <>
            {accept.isError ? <FormAlert kind="error" text={errorMessage(accept.error)} /> : null}
            <button
              type="button"
              disabled={accept.isPending}
              aria-busy={accept.isPending || undefined}
              onClick={() => accept.mutate(token)}
              className={cx(primaryButton, 'w-full')}
            >
              {text.accept}
            </button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
