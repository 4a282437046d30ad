import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { operatorSetPasswordForm } from '@athar/contract/operator/team';
import { AuthCard } from '../../../components/auth-card';
import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { NewPasswordFields } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
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
  const form = useForm<
    z.input<typeof operatorSetPasswordForm>,
    unknown,
    z.output<typeof operatorSetPasswordForm>
  >({
    resolver: zodResolver(operatorSetPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  if (setPassword.isSuccess)
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="success" text={setPassword.data} />
        <Link to={OPERATOR_PATHS.overview} className={`${primaryButton} mt-6 w-full`}>
          {text.login}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ password }) =>
          setPassword.mutate(password, {
            onError: (error) => showFieldErrors(error, form.setError, ['password']),
          }),
        )}
        className="flex flex-col gap-5"
      >
        <NewPasswordFields form={form} names={{ password: 'password', confirmation: 'confirm_password' }} />
        <FormAlert kind="error" text={setPassword.isError ? errorMessage(setPassword.error) : null} />
        <SubmitButton
          label={text.submit}
          busyLabel={text.submitting}
          busy={setPassword.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
    </AuthCard>
  );
}
