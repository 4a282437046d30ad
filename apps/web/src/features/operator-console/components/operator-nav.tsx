import type { OperatorRole } from '@athar/contract/operator/roles';
import { ConsoleTabs } from '../../../components/console-tabs';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { settlementConsoleMessages } from '../../../lib/messages/settlement';
import { figuresConsoleMessages } from '../../../lib/messages/figures';
import { operatorCatalogueMessages } from '../../../lib/messages/operator-catalogue';
import { operatorContentMessages } from '../../../lib/messages/operator-content';
import { dutiesOpen } from '../operator-duties';
import { OPERATOR_PATHS } from '../operator-paths';

const text = operatorConsoleMessages.nav;

/** The console's sections the operator's duties open, as tabs. */
export function OperatorNav({ roles }: { roles: readonly OperatorRole[] }) {
  const open = dutiesOpen(roles);
  const links = [
    { to: OPERATOR_PATHS.overview, label: text.overview, end: true, shown: true },
    { to: OPERATOR_PATHS.audit, label: text.audit, end: false, shown: open.audit },
    { to: OPERATOR_PATHS.operators, label: text.operators, end: false, shown: open.operators },
    { to: OPERATOR_PATHS.approvals, label: text.approvals, end: false, shown: open.approvals },
    { to: OPERATOR_PATHS.permits, label: text.permits, end: false, shown: open.permits },
    { to: OPERATOR_PATHS.applications, label: text.applications, end: false, shown: open.applications },
    { to: OPERATOR_PATHS.dataProtection, label: text.dataProtection, end: false, shown: open.dataProtection },
    {
      to: OPERATOR_PATHS.moderation,
      label: operatorModerationMessages.nav,
      end: false,
      shown: open.moderation,
    },
    { to: OPERATOR_PATHS.fees, label: feeConsoleMessages.operator.nav, end: false, shown: open.fees },
    {
      to: OPERATOR_PATHS.reconciliation,
      label: settlementConsoleMessages.nav,
      end: false,
      shown: open.reconciliation,
    },
    { to: OPERATOR_PATHS.figures, label: figuresConsoleMessages.nav, end: false, shown: open.figures },
    { to: OPERATOR_PATHS.catalogue, label: operatorCatalogueMessages.nav, end: false, shown: open.catalogue },
    { to: OPERATOR_PATHS.content, label: operatorContentMessages.nav, end: false, shown: open.catalogue },
  ];
  return <ConsoleTabs label={text.label} links={links.filter((link) => link.shown)} />;
}
