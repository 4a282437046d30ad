import { Link, useParams } from 'react-router';
import { PasswordLinkCard } from '../../../components/forms/password-link-card';
import { accountMessages } from '../../../lib/messages/accounts';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useSetStaffPassword, type StaffLinkPurpose } from '../api/set-staff-password';
import { CONSOLE_PATHS } from '../console-paths';

const texts = {
  invite: charityConsoleMessages.charity.setPassword,
  reset: charityConsoleMessages.charity.resetPassword,
} satisfies Record<StaffLinkPurpose, unknown>;
const fields = accountMessages.accounts.fields;

/**
 * The page a mailed staff link opens (the shared password-link card). A refused link
 * (cut short, used or expired) shows the server's message and a way to ask for a fresh one.
 */
function StaffPasswordLinkPage({ purpose }: { purpose: StaffLinkPurpose }) {
  const text = texts[purpose];
  const { token = '' } = useParams();
  const setPassword = useSetStaffPassword(token, purpose);
  return (
    <PasswordLinkCard
      text={text}
      call={setPassword}
      send={(password, onError) => setPassword.mutate({ password }, { onError })}
      loginTo={CONSOLE_PATHS.login}
      labels={
        purpose === 'reset'
          ? { password: fields.newPassword, confirmation: fields.confirmNewPassword }
          : undefined
      }
      onRefused={
        <p className="mt-6 text-center">
          <Link
            to={CONSOLE_PATHS.forgotPassword}
            className="font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {text.newLink}
          </Link>
        </p>
      }
    />
  );
}

/** /charity/set-password/{token}: the invitation mail's link; the first password is chosen once. */
export function StaffSetPasswordPage() {
  return <StaffPasswordLinkPage purpose="invite" />;
}

/** /charity/reset-password/{token}: the "forgot password" mail's link; a new password, chosen once. */
export function StaffResetPasswordPage() {
  return <StaffPasswordLinkPage purpose="reset" />;
}
