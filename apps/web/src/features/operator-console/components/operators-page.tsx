import { useState } from 'react';
import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useOperators, useResetFactor } from '../api/operators';
import { useInviteOperator } from '../api/operator-team';
import { showSensitiveRefusal } from '../api/step-up';
import { operatorTeamMessages } from '../../../lib/messages/operator-team';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { DutiesDialog } from './duties-dialog';
import { InviteOperatorDialog } from './invite-operator-dialog';
import { AccessDialog } from './operator-access-dialog';
import { ResetFactorDialog } from './reset-factor-dialog';

const text = operatorConsoleMessages.operators;
const team = operatorTeamMessages;
/** a term above its value on a phone, beside it from `sm` */
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

/** /operator/operators (admins): every operator's duties and factor; another's factor can be reset. */
export function OperatorsPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.operators);
  const list = useOperators(operator.id);
  const reset = useResetFactor(operator.id);
  const [target, setTarget] = useState<OperatorListItem | null>(null);
  const [editing, setEditing] = useState<OperatorListItem | null>(null);
  const [inviting, setInviting] = useState(false);
  const [access, setAccess] = useState<OperatorListItem | null>(null);
  const resend = useInviteOperator(operator.id);
  const confirm = (item: OperatorListItem) => {
    setTarget(null);
    reset.mutate(item.id);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
          <p className="mt-1 text-muted">{text.lead}</p>
        </div>
        <button
          type="button"
          className={`${primaryButton} w-full sm:w-auto`}
          onClick={() => setInviting(true)}
        >
          {team.invite.open}
        </button>
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState title={text.empty} />
        ) : (
          <ul aria-label={text.listLabel} className="grid gap-3 md:grid-cols-2">
            {list.data.map((item) => (
              <li key={item.id}>
                <OperatorCard
                  item={item}
                  own={item.id === operator.id}
                  busy={reset.isPending && reset.variables === item.id}
                  onReset={() => setTarget(item)}
                  onEdit={() => setEditing(item)}
                  onAccess={() => setAccess(item)}
                  resending={resend.isPending && resend.variables.email === item.email}
                  onResend={() =>
                    resend.mutate(
                      { email: item.email, name: item.operator_name, roles: item.roles },
                      { onError: showSensitiveRefusal },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ResetFactorDialog target={target} onConfirm={confirm} onClose={() => setTarget(null)} />
      <DutiesDialog operatorId={operator.id} target={editing} onClose={() => setEditing(null)} />
      <InviteOperatorDialog operatorId={operator.id} open={inviting} onClose={() => setInviting(false)} />
      <AccessDialog operatorId={operator.id} target={access} onClose={() => setAccess(null)} />
    </div>
  );
}

function OperatorCard({
  item,
  own,
  busy,
  onReset,
  onEdit,
  onAccess,
  resending,
  onResend,
}: {
  item: OperatorListItem;
  own: boolean;
  busy: boolean;
  onReset: () => void;
  onEdit: () => void;
  onAccess: () => void;
  resending: boolean;
  onResend: () => void;
}) {
  const name = keepCompoundNames(item.operator_name);
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
    >
      <div>
        <h2 className="text-lg font-bold text-brand-900">
          {name}
          {own ? (
            <span className="ms-2 rounded-full bg-sand-100 px-2 py-0.5 align-middle text-xs font-bold text-brand-800">
              {text.you}
            </span>
          ) : null}
        </h2>
        <p dir="ltr" className="text-end text-sm break-all text-muted">
          {item.email}
        </p>
      </div>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5">
        {item.disabled || !item.activated ? (
          <>
            <dt className={term}>{team.status}</dt>
            <dd className="font-bold text-danger-700">{item.disabled ? team.disabled : team.pending}</dd>
          </>
        ) : null}
        <dt className={term}>{text.duties}</dt>
        <dd>{operatorConsoleMessages.duties(item.roles)}</dd>
        <dt className={term}>{text.factor}</dt>
        <dd className={item.enrolled ? 'font-bold text-success-700' : 'font-bold text-danger-700'}>
          {item.enrolled ? text.enrolled : text.notEnrolled}
        </dd>
        <dt className={term}>{text.recoveryLeft}</dt>
        <dd>{text.recoveryCount(item.recovery_codes_left)}</dd>
      </dl>
      {own ? null : (
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={onEdit}
            aria-label={fourEyesMessages.duties.editLabel(name)}
          >
            {fourEyesMessages.duties.edit}
          </button>
          {!item.activated && !item.disabled ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={onResend}
              disabled={resending}
              aria-busy={resending || undefined}
              aria-label={team.resendLabel(name)}
            >
              {resending ? team.resending : team.resend}
            </button>
          ) : null}
          <button
            type="button"
            className={secondaryButton}
            onClick={onAccess}
            aria-label={item.disabled ? team.enable.label(name) : team.disable.label(name)}
          >
            {item.disabled ? team.enable.open : team.disable.open}
          </button>
          {item.enrolled ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={onReset}
              disabled={busy}
              aria-busy={busy || undefined}
              aria-label={text.resetLabel(name)}
            >
              {busy ? text.resetting : text.reset}
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}
