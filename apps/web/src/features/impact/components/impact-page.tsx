import { useState } from 'react';
import { formatNumber } from '@athar/contract/money';
import { Carousel, projectSlideClass } from '../../../components/carousel';
import { CategorySlider } from '../../../components/category-slider';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { ProjectCard } from '../../../components/project-card';
import { CardGridSkeleton } from '../../../components/skeletons';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useCategories } from '../../../lib/queries/get-categories';
import { useCategoryProjects } from '../api/get-category-projects';

/** /Impact: a category slider (the first chosen at start) and what each of its projects collected. */
export function ImpactPage() {
  const text = discoveryMessages.impact;
  const categories = useCategories();
  const [chosen, setChosen] = useState<number | null>(null);
  const categoryId = chosen ?? categories.data?.[0]?.id ?? null;
  const projects = useCategoryProjects(categoryId);
  const funded = projects.data?.filter((project) => project.donations_collected > 0) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={messages.pages.impact} lead={text.lead} />
      {categories.isError ? (
        <ErrorState onRetry={() => void categories.refetch()} />
      ) : categories.data ? (
        <CategorySlider
          label={text.categoriesLabel}
          categories={categories.data}
          selectedId={categoryId}
          onSelect={setChosen}
        />
      ) : (
        <CardGridSkeleton count={5} className="grid grid-cols-3 gap-4 sm:grid-cols-5" />
      )}
      <div className="mt-10">
        {categoryId === null || projects.isPending ? (
          categories.isError ? null : (
            <CardGridSkeleton count={4} />
          )
        ) : projects.isError ? (
          <ErrorState onRetry={() => void projects.refetch()} />
        ) : funded.length === 0 ? (
          <EmptyState title={text.empty} />
        ) : (
          <Carousel label={text.categoriesLabel} slideClass={projectSlideClass}>
            {funded.map((project) => (
              <ProjectCard
                key={project.project_id}
                name={project.project_ar_name}
                image={project.project_image}
                ngoName={project.ngo_ar_name}
                ngoImage={project.ngo_image}
                amount={
                  <>
                    <span className="block text-sm font-normal text-muted">{text.collectedLabel}</span>
                    {text.collected(formatNumber(project.donations_collected))}
                  </>
                }
              />
            ))}
          </Carousel>
        )}
      </div>
    </div>
  );
}
