import { PasswordLinkCard } from '../../../components/forms/password-link-card';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { operatorTeamMessages } from '../../../lib/messages/operator-team';
import { useSetOperatorPassword } from '../api/operator-team';
import { OPERATOR_PATHS } from '../operator-paths';

const text = operatorTeamMessages.invitation;

/**
 * /operator/invitation/<token>, the invitation mail's link (its token in the path, as the visitors' and
 * the staff's mailed links): the invitee chooses a password once, then goes to the console's login,
 * where the second factor is enrolled. A refused link shows the server's words.
 */
export function InvitationPage({ token }: { token: string }) {
  useDataDocumentTitle(text.title);
  const setPassword = useSetOperatorPassword(token);
  return (
    <PasswordLinkCard
      text={text}
      call={setPassword}
      send={(password, onError) => setPassword.mutate(password, { onError })}
      loginTo={OPERATOR_PATHS.overview}
    />
  );
}
