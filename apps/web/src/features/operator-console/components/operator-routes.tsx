import { useLocation } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { dutiesOpen } from '../operator-duties';
import { OPERATOR_PATHS } from '../operator-paths';
import { ApplicationsPage } from './applications-page';
import { ApprovalsPage } from './approvals-page';
import { CataloguePage } from './catalogue-page';
import { ProjectTextsPage } from './project-texts-page';
import { ContentPage } from './content/content-page';
import { operatorContentMessages } from '../../../lib/messages/operator-content';
import { operatorCatalogueMessages } from '../../../lib/messages/operator-catalogue';
import { AuditPage } from './audit-page';
import { ConsolePermitsPage } from './console-permits-page';
import { DataProtectionPage } from './data-protection/data-protection-page';
import { OperatorsPage } from './operators-page';
import { FeeStatementsPage } from './fee-statements-page';
import { ReconciliationPage } from './reconciliation-page';
import { OperatorFiguresPage } from './figures-page';
import { figuresConsoleMessages } from '../../../lib/messages/figures';
import { settlementConsoleMessages } from '../../../lib/messages/settlement';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { ConsoleNotice, NoPermission } from './console-notice';
import { OverviewPage } from './overview-page';
import { ModerationCasePage } from './moderation-case-page';
import { ModerationQueuePage } from './moderation-queue-page';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
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

/** /operator/moderation/:id — a campaign's case; its id, or null for another address. */
function moderationCaseId(path: string): number | null {
  const match = new RegExp(`^${OPERATOR_PATHS.moderation}/([1-9][0-9]{0,15})$`).exec(path);
  return match ? Number(match[1]) : null;
}

/** /operator/catalogue/projects/:id — a project's text history; its id, or null for another address. */
function cataloguedProjectId(path: string): number | null {
  const match = new RegExp(`^${OPERATOR_PATHS.catalogue}/projects/([1-9][0-9]{0,9})$`).exec(path);
  return match ? Number(match[1]) : null;
}

function OperatorScreen({ operator, path }: { operator: OperatorProfile; path: string }) {
  const open = dutiesOpen(operator.roles);
  const projectId = cataloguedProjectId(path);
  if (projectId !== null)
    return open.catalogue ? (
      <ProjectTextsPage operator={operator} projectId={projectId} />
    ) : (
      <NoPermission title={operatorCatalogueMessages.title} />
    );
  const caseId = moderationCaseId(path);
  if (caseId !== null)
    return open.moderation ? (
      <ModerationCasePage operator={operator} campaignId={caseId} />
    ) : (
      <NoPermission title={operatorModerationMessages.title} />
    );
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
    case OPERATOR_PATHS.approvals:
      return open.approvals ? (
        <ApprovalsPage operator={operator} />
      ) : (
        <NoPermission title={text.pages.approvals} />
      );
    case OPERATOR_PATHS.permits:
      return open.permits ? (
        <ConsolePermitsPage operator={operator} />
      ) : (
        <NoPermission title={text.pages.permits} />
      );
    case OPERATOR_PATHS.dataProtection:
      return open.dataProtection ? (
        <DataProtectionPage operator={operator} />
      ) : (
        <NoPermission title={text.pages.dataProtection} />
      );
    case OPERATOR_PATHS.moderation:
      return open.moderation ? (
        <ModerationQueuePage operator={operator} />
      ) : (
        <NoPermission title={operatorModerationMessages.title} />
      );
    case OPERATOR_PATHS.fees:
      return open.fees ? (
        <FeeStatementsPage operator={operator} />
      ) : (
        <NoPermission title={feeConsoleMessages.operator.title} />
      );
    case OPERATOR_PATHS.reconciliation:
      return open.reconciliation ? (
        <ReconciliationPage operator={operator} />
      ) : (
        <NoPermission title={settlementConsoleMessages.title} />
      );
    case OPERATOR_PATHS.figures:
      return open.figures ? (
        <OperatorFiguresPage operator={operator} />
      ) : (
        <NoPermission title={figuresConsoleMessages.title} />
      );
    case OPERATOR_PATHS.applications:
      return open.applications ? (
        <ApplicationsPage operator={operator} />
      ) : (
        <NoPermission title={text.pages.applications} />
      );
    case OPERATOR_PATHS.catalogue:
      return open.catalogue ? (
        <CataloguePage operator={operator} />
      ) : (
        <NoPermission title={operatorCatalogueMessages.title} />
      );
    case OPERATOR_PATHS.content:
      return open.catalogue ? (
        <ContentPage operator={operator} />
      ) : (
        <NoPermission title={operatorContentMessages.title} />
      );
    default:
      return (
        <ConsoleNotice title={text.pages.notFound} text={text.notFound.text} back={text.notFound.back} />
      );
  }
}
