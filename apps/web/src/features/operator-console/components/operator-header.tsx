import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { ConsoleHeaderBar } from '../../../components/console-header-bar';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useOperatorLogout } from '../api/operator-auth';
import { OPERATOR_PATHS } from '../operator-paths';
import { OperatorNav } from './operator-nav';

const text = operatorConsoleMessages;

/** The console's bar: the operator and, once the second factor is done, their duties and sections. */
export function OperatorHeader({ operator }: { operator: OperatorProfile | null }) {
  const logout = useOperatorLogout();
  const ready = operator?.session === 'ready';
  const details = operator && [
    { label: text.header.operatorLabel, value: keepCompoundNames(operator.operator_name) },
    ...(ready ? [{ label: text.header.dutiesLabel, value: text.duties(operator.roles) }] : []),
  ];
  return (
    <ConsoleHeaderBar
      home={OPERATOR_PATHS.overview}
      name={text.console}
      details={details}
      logoutLabel={text.header.logout}
      onLogout={() => void logout()}
      nav={ready ? <OperatorNav roles={operator.roles} /> : null}
    />
  );
}
