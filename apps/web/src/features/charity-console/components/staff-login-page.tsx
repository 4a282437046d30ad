import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { staffLoginBody } from '@athar/contract/charity/staff-login';
import { AuthCard } from '../../../components/auth-card';
import { textLink } from '../../../components/button-classes';
import { EmailPasswordFields } from '../../../components/forms/credential-fields';
import { AuthForm } from '../../../components/forms/auth-form';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useStaffLogin } from '../api/staff-login';
import { CONSOLE_PATHS } from '../console-paths';

const text = charityConsoleMessages.charity.login;
/** Where the password leads: the code, the admin's enrolment, or the queue. */
const afterLogin = {
  verify: CONSOLE_PATHS.verify,
  enrol: CONSOLE_PATHS.twoStep,
  ready: CONSOLE_PATHS.queue,
} as const;

/** /charity/login: a staff member's e-mail and password; success opens the cash queue (after the
 * second factor's code, or an admin's enrolment, when the session needs one). A forgotten
 * password is reset from /charity/forgot-password, linked here. */
export function StaffLoginPage() {
  const navigate = useNavigate();
  const login = useStaffLogin();
  const form = useForm<z.input<typeof staffLoginBody>, unknown, z.output<typeof staffLoginBody>>({
    resolver: zodResolver(staffLoginBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (staff) => void navigate(afterLogin[staff.session], { replace: true }),
    }),
  );

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <AuthForm onSubmit={onSubmit} call={login} labels={text} blocked={Object.keys(errors).length > 0}>
        <EmailPasswordFields form={form} autoComplete="username" />
      </AuthForm>
      <div className="mt-6 flex flex-col gap-2 text-center">
        <Link to={CONSOLE_PATHS.forgotPassword} className={textLink}>
          {text.forgot}
        </Link>
        <p className="text-sm text-muted">{text.invitedOnly}</p>
      </div>
    </AuthCard>
  );
}
