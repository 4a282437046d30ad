import { Link } from 'react-router';
import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { messages } from '../../../lib/messages';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useOperatorLogout } from '../api/operator-auth';
import { OPERATOR_PATHS } from '../operator-paths';
import { OperatorNav } from './operator-nav';

const text = operatorConsoleMessages;

/** The console's bar: brand, the operator and their duties, logout; the sections once the factor is done. */
export function OperatorHeader({ operator }: { operator: OperatorProfile | null }) {
  const logout = useOperatorLogout();
  const ready = operator?.session === 'ready';
  return (
    <header className="bg-brand-900 text-white shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to={OPERATOR_PATHS.overview} className="flex items-baseline gap-2 rounded-lg px-1">
          <span className="text-2xl font-bold">{messages.brand}</span>
          <span className="font-bold text-sand-300">{text.console}</span>
        </Link>
        {operator ? (
          <>
            <dl className="order-last flex w-full flex-wrap gap-x-4 gap-y-1 text-sm sm:order-none sm:w-auto sm:flex-1">
              <div className="flex min-w-0 gap-1">
                <dt className="shrink-0 text-white/80">{text.header.operatorLabel}:</dt>
                <dd className="min-w-0 font-bold wrap-anywhere">
                  {keepCompoundNames(operator.operator_name)}
                </dd>
              </div>
              {ready ? (
                <div className="flex min-w-0 gap-1">
                  <dt className="shrink-0 text-white/80">{text.header.dutiesLabel}:</dt>
                  <dd className="min-w-0 font-bold">{text.duties(operator.roles)}</dd>
                </div>
              ) : null}
            </dl>
            <button
              type="button"
              onClick={() => void logout()}
              className="ms-auto rounded-lg border border-white/60 px-3 py-1.5 text-sm font-bold hover:bg-white/10 sm:ms-0"
            >
              {text.header.logout}
            </button>
          </>
        ) : null}
      </div>
      {ready ? <OperatorNav roles={operator.roles} /> : null}
    </header>
  );
}
