import { Link } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { ErrorState } from '../../../components/error-state';
import { ProjectTextHistoryOf } from '../../../components/project-text-history';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { errorMessage } from '../../../lib/api-error';
import { projectTextHistoryMessages as text } from '../../../lib/messages/project-text-history';
import { useCataloguedProjectTexts, useRestoreCataloguedText } from '../api/project-texts';
import { OPERATOR_PATHS } from '../operator-paths';
import { PageHeading } from './page-heading';

/**
 * /operator/catalogue/projects/:id (catalogue, admin): a project's approved texts; an older one is
 * live again at once, as an approval is (docs/decisions/049).
 */
export function ProjectTextsPage({ operator, projectId }: { operator: OperatorProfile; projectId: number }) {
  const texts = useCataloguedProjectTexts(operator.id, projectId);
  const restore = useRestoreCataloguedText(operator.id, projectId);
  const pages = texts.data?.pages ?? [];
  const head = pages[0];
  useDataDocumentTitle(head ? text.title(head.project_ar_name) : null);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <Link to={OPERATOR_PATHS.catalogue} className="self-start text-sm font-bold text-brand-700">
        {text.back}
      </Link>
      {texts.isPending ? (
        <div aria-busy="true" className="min-h-40" />
      ) : texts.isError || !head ? (
        <ErrorState message={errorMessage(texts.error)} onRetry={() => void texts.refetch()} />
      ) : (
        <>
          <PageHeading title={text.title(head.project_ar_name)} lead={text.lead} />
          <ProjectTextHistoryOf
            texts={texts}
            restore={restore}
            words={{
              blocked: head.retired ? text.retired : null,
              label: text.operatorRestore,
              confirm: text.operatorConfirm,
            }}
          />
        </>
      )}
    </div>
  );
}
