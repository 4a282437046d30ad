import { useState } from 'react';
import { filterOptions } from '@athar/contract/sort-options';
import type { Project } from '@athar/contract/projects/projects';
import { secondaryButton } from '../../../components/button-classes';
import { CategorySlider } from '../../../components/category-slider';
import { ListingHeader } from '../../../components/listing-header';
import { PagedGrid } from '../../../components/paged-grid';
import { ProjectCard, projectCardFields } from '../../../components/project-card';
import { ProjectLabels } from '../../../components/project-labels';
import { cx } from '../../../lib/cx';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';
import { useCategories } from '../../../lib/queries/get-categories';
import { useProjects, type ProjectSort } from '../../../lib/queries/get-projects';
import { useLabelFilter } from '../hooks/use-label-filter';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectLabelFilter } from './project-label-filter';

/** /ProjectsListing: search, sort, category carousel, grid, details dialog, load more (PRODUCT.md §2). */
export function ProjectsPage() {
  const text = discoveryMessages.projectsListing;
  const [filter, setFilter] = useState<ProjectSort>('desc');
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [opened, setOpened] = useState<Project | null>(null);
  const categories = useCategories();
  const [labels, setLabels] = useLabelFilter();
  const labelled = labels.kind !== undefined || labels.zakatOnly;
  const query = useProjects({ filter, search, categoryId, kind: labels.kind, zakatOnly: labels.zakatOnly });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ListingHeader
        title={messages.pages.projectsListing}
        text={text}
        onSearch={setSearch}
        sort={{ options: filterOptions.projects, value: filter, onChange: setFilter }}
      />
      <div className="mb-6">
        <ProjectLabelFilter value={labels} onChange={setLabels} />
      </div>
      {categories.data ? (
        <div className="mb-8 flex flex-col gap-3">
          <button
            type="button"
            aria-pressed={categoryId === null}
            onClick={() => setCategoryId(null)}
            className={cx(secondaryButton, 'self-start py-1.5', categoryId === null && 'bg-brand-50')}
          >
            {text.allCategories}
          </button>
          <CategorySlider
            label={text.categoriesLabel}
            categories={categories.data}
            selectedId={categoryId}
            onSelect={setCategoryId}
          />
        </div>
      ) : null}
      <PagedGrid
        query={query}
        itemKey={(project) => project.project_id}
        empty={
          labelled
            ? {
                title: licenceMoreMessages.filter.emptyTitle,
                text: licenceMoreMessages.filter.emptyText,
                action: (
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setLabels({ kind: undefined, zakatOnly: false })}
                  >
                    {licenceMoreMessages.filter.clear}
                  </button>
                ),
              }
            : { title: text.emptyTitle, text: text.emptyText }
        }
        renderItem={(project) => (
          <ProjectCard
            {...projectCardFields(project)}
            labels={<ProjectLabels labels={project} />}
            action={
              <button
                type="button"
                onClick={() => setOpened(project)}
                aria-haspopup="dialog"
                className="text-start after:absolute after:inset-0 focus-visible:outline-none"
              >
                {project.project_ar_name}
              </button>
            }
          />
        )}
      />
      <ProjectDetailsDialog project={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
