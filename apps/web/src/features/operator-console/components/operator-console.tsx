import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AlertArea } from '../../../components/alert-area';
import { ErrorState } from '../../../components/error-state';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';
import { PageSpinner } from '../../../components/spinner';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { checkOperatorSession } from '../api/operator-auth';
import { OPERATOR_PATHS, OPERATOR_QUERY_KEY } from '../operator-paths';
import { useOperatorSession, type OperatorSession } from '../operator-session';
import { EnrolmentPage } from './enrolment-page';
import { InvitationPage } from './invitation-page';
import { OperatorHeader } from './operator-header';
import { OperatorLoginPage } from './operator-login-page';
import { OperatorRoutes } from './operator-routes';
import { VerifyPage } from './verify-page';

/**
 * The operators' console below its frame: the header, the banners, and the screen the session calls
 * for — the login, the second factor (its enrolment the first time), or the page asked for.
 */
export function OperatorConsole() {
  const session = useOperatorSession();
  const queryClient = useQueryClient();
  const invitation = invitationToken(useLocation().pathname);
  useEffect(() => void checkOperatorSession(), []);
  // nothing an ended session read stays in the cache for the next one
  useEffect(() => {
    if (session.kind === 'out') queryClient.removeQueries({ queryKey: OPERATOR_QUERY_KEY });
  }, [session.kind, queryClient]);

  return (
    <>
      <OperatorHeader operator={session.kind === 'in' ? session.profile : null} />
      {/* the header scrolls away (phones need the room); the banners stay in view */}
      <div className="sticky top-0 z-40">
        <AlertArea />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {invitation === null ? <Screen session={session} /> : <InvitationPage token={invitation} />}
      </main>
    </>
  );
}

/** The token of an invitation link's address, which opens its page whatever the session; else null. */
function invitationToken(path: string): string | null {
  const prefix = `${OPERATOR_PATHS.invitation}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}

function Screen({ session }: { session: OperatorSession }) {
  switch (session.kind) {
    case 'checking':
      return <PageSpinner label={operatorConsoleMessages.checking} />;
    case 'failed':
      return (
        <div className="mx-auto max-w-xl px-4 py-10">
          <ErrorState message={session.message} onRetry={() => void checkOperatorSession()} />
        </div>
      );
    case 'out':
      return <OperatorLoginPage notice={session.notice} />;
    case 'in':
      if (session.profile.session === 'enrol') return <EnrolmentPage profile={session.profile} />;
      if (session.profile.session === 'verify') return <VerifyPage />;
      return <OperatorRoutes operator={session.profile} />;
  }
}
