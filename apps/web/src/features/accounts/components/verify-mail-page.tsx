import { Link, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';

const text = accountMessages.accounts;

/** /Verifymail/{token}: the server message, then a login link if verified, otherwise a register link. */
export function VerifyMailPage() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);
  if (verification.isPending) return <PageSpinner label={text.verify.checking} />;
  return (
    <AuthCard title={messages.pages.verifyMail}>
      {verification.isSuccess ? (
        <>
          <FormAlert kind="success" text={verification.data} />
          <Link to="/Login" className={`${primaryButton} mt-6 w-full`}>
            {text.verify.login}
          </Link>
        </>
      ) : (
        <>
          <FormAlert kind="error" text={errorMessage(verification.error)} />
          <Link to="/Register" className={`${secondaryButton} mt-6 w-full`}>
            {text.verify.register}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
