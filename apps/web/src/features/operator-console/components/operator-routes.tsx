import { useLocation } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { dutiesOpen } from '../operator-duties';
import { OPERATOR_PATHS } from '../operator-paths';
import { AuditPage } from './audit-page';
import { ConsoleNotice, NoPermission } from './console-notice';
import { OperatorsPage } from './operators-page';
import { OverviewPage } from './overview-page';
import { StepUpProvider } from './step-up';

const text = operatorConsoleMessages;

/**
 * The console's screens once the operator is fully logged in. The app's route table holds only
 * `/operator/*`, and the address is matched here by hand: React Router's <Routes> would add its code
 * to the chunk every page of the visitor app loads first.
 */
export function OperatorRoutes({ operator }: { operator: OperatorProfile }) {
  return (
    <StepUpProvider>
      <OperatorScreen operator={operator} path={useLocation().pathname.replace(/(.)\/+$/, '$1')} />
    </StepUpProvider>
  );
}

function OperatorScreen({ operator, path }: { operator: OperatorProfile; path: string }) {
  const open = dutiesOpen(operator.roles);
  switch (path) {
    case OPERATOR_PATHS.overview:
      return <OverviewPage operator={operator} />;
    case OPERATOR_PATHS.audit:
      return open.audit ? <AuditPage operator={operator} /> : <NoPermission title={text.pages.audit} />;
    case OPERATOR_PATHS.operators:
      return open.operators ? (
        <OperatorsPage operator={operator} />
      ) : (
        <NoPermission title={text.pages.operators} />
      );
    default:
      return (
        <ConsoleNotice title={text.pages.notFound} text={text.notFound.text} back={text.notFound.back} />
      );
  }
}
