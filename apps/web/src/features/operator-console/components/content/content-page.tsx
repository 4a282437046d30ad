import type { OperatorProfile } from '@athar/contract/operator/auth';
import { SITE_PAGES, type SitePage } from '@athar/contract/about/site-content';
import { useDataDocumentTitle } from '../../../../hooks/use-data-document-title';
import { formatDateTime } from '../../../../lib/format-date';
import { operatorContentMessages as text } from '../../../../lib/messages/operator-content';
import { useConsoleSitePage, useSitePages } from '../../api/site-pages';
import { FilterTabs, useStatusFilter } from '../filter-tabs';
import { ListStates } from '../list-states';
import { PageHeading } from '../page-heading';
import { ContentEditor } from './content-editor';
import { ContentHistory } from './content-history';

/** The chosen page's line in the list: its version, when and by whom it was last saved. */
function PageSummary({ operatorId, page }: { operatorId: number; page: SitePage }) {
  const pages = useSitePages(operatorId);
  const row = pages.data?.find((summary) => summary.page === page);
  if (!row) return null;
  return (
    <p className="text-sm text-muted">
      {text.currentVersion(row.current_version)}
      {row.updated_at ? ` · ${text.lastSaved(formatDateTime(row.updated_at), row.operator_name)}` : ''}
    </p>
  );
}

/** /operator/content (catalogue, admin): one content page at a time — its editor, then its history. */
export function ContentPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(text.title);
  const [page, choose] = useStatusFilter(SITE_PAGES, 'page');
  const query = useConsoleSitePage(operator.id, page);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead} />
      <FilterTabs label={text.pagesLabel} names={text.pages} current={page} onChoose={choose} />
      <PageSummary operatorId={operator.id} page={page} />
      <ListStates query={query} count={1} empty={{ title: text.historyEmpty }}>
        {() =>
          query.data ? (
            <>
              <section className="flex flex-col gap-3">
                <h2 className="text-xl font-bold text-brand-900">{text.editorTitle}</h2>
                <ContentEditor
                  key={page}
                  operatorId={operator.id}
                  page={query.data}
                  refetch={query.refetch}
                />
              </section>
              <section className="flex flex-col gap-3">
                <h2 className="text-xl font-bold text-brand-900">{text.historyTitle}</h2>
                <ContentHistory operatorId={operator.id} page={query.data} />
              </section>
            </>
          ) : null
        }
      </ListStates>
    </div>
  );
}
