import type { OperatorProfile } from '@athar/contract/operator/auth';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { operatorCatalogueMessages as text } from '../../../lib/messages/operator-catalogue';
import { useWaitingNames, useWaitingProjects } from '../api/catalogue';
import { WaitingNameCard, WaitingProjectCard } from './catalogue-cards';
import { CatalogueCategories } from './catalogue-categories';
import { CatalogueHomeFeatured } from './catalogue-home-featured';
import { ListStates } from './list-states';
import { PageHeading } from './page-heading';

/** /operator/catalogue (catalogue, admin): the charities' projects and new names waiting, newest first. */
export function CataloguePage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(text.title);
  const projects = useWaitingProjects(operator.id);
  const names = useWaitingNames(operator.id);
  const drafts = projects.data?.pages.flatMap((page) => page.drafts) ?? [];
  const changes = names.data?.pages.flatMap((page) => page.changes) ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead} />
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold text-brand-900">{text.projectsTitle}</h2>
        <ListStates
          query={projects}
          count={drafts.length}
          empty={{ title: text.projectsEmpty }}
          moreLabel={text.more}
        >
          {() => (
            <ul aria-label={text.projectsLabel} className="grid gap-3 md:grid-cols-2">
              {drafts.map((draft) => (
                <li key={draft.draft_id}>
                  <WaitingProjectCard operatorId={operator.id} draft={draft} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold text-brand-900">{text.namesTitle}</h2>
        <ListStates
          query={names}
          count={changes.length}
          empty={{ title: text.namesEmpty }}
          moreLabel={text.more}
        >
          {() => (
            <ul aria-label={text.namesLabel} className="grid gap-3 md:grid-cols-2">
              {changes.map((change) => (
                <li key={change.change_id}>
                  <WaitingNameCard operatorId={operator.id} change={change} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <CatalogueCategories operatorId={operator.id} />
      <CatalogueHomeFeatured operatorId={operator.id} />
    </div>
  );
}
