import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { inviteAdminForm, type InviteAdminFormValues } from '@athar/contract/remembrance/co-admins';
import { secondaryButton } from '../../../components/button-classes';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { ApiError } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format-date';
import { familyMessages } from '../../../lib/messages/family';
import {
  useCampaignAdmins,
  useInviteAdmin,
  useLeaveCampaign,
  useRemoveAdmin,
  useRevokeInvite,
} from '../api/co-admins';

const text = familyMessages.admins;

type AdminsView = NonNullable<ReturnType<typeof useCampaignAdmins>['data']>;

function InviteForm({ campaignId }: { campaignId: number }) {
  const mutation = useInviteAdmin(campaignId);
  const form = useForm<InviteAdminFormValues>({
    resolver: zodResolver(inviteAdminForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { campid: campaignId, email: values.email },
      {
        onSuccess: () => form.reset({ email: '' }),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.email)
            form.setError('email', { message: error.fieldErrors.email });
        },
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="invite-title" className="flex flex-col gap-3">
      <h3 id="invite-title" className="text-lg font-bold text-brand-900">
        {text.inviteTitle}
      </h3>
      <FormField
        label={text.email}
        hint={text.emailHint}
        type="email"
        dir="ltr"
        autoComplete="off"
        inputMode="email"
        className="text-start"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <FormFooter
        call={mutation}
        label={text.invite}
        busyLabel={text.invite}
        blocked={Object.keys(errors).length > 0}
        align="end"
        submitClassName="sm:w-auto sm:min-w-40"
      />
    </form>
  );
}

/** Who manages the campaign: the creator invites, withdraws and removes; anyone of them may leave. */
export function CoAdminsPanel({ campaignId, view }: { campaignId: number; view: AdminsView }) {
  const remove = useRemoveAdmin(campaignId);
  const revoke = useRevokeInvite(campaignId);
  const leave = useLeaveCampaign(campaignId);
  const isCreator = view.role === 'creator';
  const canLeave = !isCreator || view.admins.length > 0;
  return (
    <section aria-labelledby="co-admins-title" className="flex flex-col gap-4">
      <div>
        <h2 id="co-admins-title" className="text-xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      <ul className="flex flex-col gap-2" aria-label={text.title}>
        <li className="rounded-xl bg-sand-50 px-4 py-2 font-bold text-brand-900">
          {text.creator(view.creator_name)}
        </li>
        {view.admins.map((admin) => (
          <li
            key={admin.user_id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 px-4 py-2"
          >
            <span className="min-w-0">
              <span className="block font-bold break-words text-ink">{admin.user_name}</span>
              <span className="block text-end text-sm break-all text-muted" dir="ltr">
                {admin.email}
              </span>
              <span className="block text-xs text-muted">{text.since(formatDate(admin.since))}</span>
            </span>
            {isCreator ? (
              <button
                type="button"
                aria-label={text.removeLabel(admin.user_name)}
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(text.confirmRemove(admin.user_name))) remove.mutate(admin.user_id);
                }}
                className={cx(secondaryButton, 'py-1.5')}
              >
                {text.remove}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {view.admins.length === 0 ? <p className="text-muted">{text.none}</p> : null}
      {isCreator ? (
        <>
          <InviteForm campaignId={campaignId} />
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-bold text-brand-900">{text.pendingTitle}</h3>
            {view.invites.length === 0 ? (
              <p className="text-muted">{text.pendingNone}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {view.invites.map((invite) => (
                  <li
                    key={invite.invite_id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 px-4 py-2"
                  >
                    <span className="min-w-0">
                      <span className="block text-end break-all text-ink" dir="ltr">
                        {invite.email}
                      </span>
                      <span className="block text-xs text-muted">
                        {text.expires(formatDate(invite.expires_at))}
                      </span>
                    </span>
                    <button
                      type="button"
                      aria-label={text.revokeLabel(invite.email)}
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(invite.invite_id)}
                      className={cx(secondaryButton, 'py-1.5')}
                    >
                      {text.revoke}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : null}
      {canLeave ? (
        <div className="flex flex-col gap-2 rounded-xl border border-sand-200 p-4">
          <h3 className="font-bold text-brand-900">{text.leaveTitle}</h3>
          <p className="text-sm text-muted">{isCreator ? text.leaveCreator : text.leaveAdmin}</p>
          <button
            type="button"
            disabled={leave.isPending}
            onClick={() => {
              if (window.confirm(text.confirmLeave)) leave.mutate();
            }}
            className={cx(secondaryButton, 'self-start border-danger-700 text-danger-700 py-1.5')}
          >
            {text.leave}
          </button>
        </div>
      ) : null}
    </section>
  );
}
