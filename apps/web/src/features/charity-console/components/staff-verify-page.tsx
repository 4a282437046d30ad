import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { textLink } from '../../../components/button-classes';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { useStaffSession } from '../../../lib/staff-session';
import { useVerifyStaffCode } from '../api/staff-factor';
import { CONSOLE_PATHS } from '../console-paths';
import { CodeForm } from './code-form';

const text = staffFactorMessages.verify;

/**
 * /charity/verify: after the password, the authenticator's code (or one recovery code) opens the
 * console; a session that needs no code goes on to the queue, none goes back to the login.
 */
export function StaffVerifyPage() {
  const staff = useStaffSession();
  const verify = useVerifyStaffCode();
  const [recovery, setRecovery] = useState(false);
  if (!staff) return <Navigate to={CONSOLE_PATHS.login} replace />;
  if (staff.session !== 'verify') return <Navigate to={CONSOLE_PATHS.queue} replace />;

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <CodeForm
        key={recovery ? 'recovery' : 'app'}
        call={verify}
        labels={text}
        recovery={recovery}
        onCode={(code) => verify.mutate(recovery ? { recovery_code: code } : { code })}
      />
      <button
        type="button"
        className={`${textLink} mt-6`}
        onClick={() => {
          verify.reset();
          setRecovery(!recovery);
        }}
      >
        {recovery ? text.useApp : text.useRecovery}
      </button>
    </AuthCard>
  );
}
