import { useId, useState } from 'react';
import { filterOptions } from '@athar/contract/sort-options';
import { CategorySlider } from '../../../components/category-slider';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SortSelect } from '../../../components/sort-select';
import { StepIndicator } from '../../../components/step-indicator';
import { messages } from '../../../lib/messages';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { useCategories } from '../../../lib/queries/get-categories';
import { useProjects, type ProjectSort } from '../../../lib/queries/get-projects';
import { ProjectGrid } from './project-grid';
import { ViewTabs, type ViewTab } from './view-tabs';

const text = campaignMessages.chooseCampaign;
type View = 'category' | 'all';

function ByCategoryView() {
  const categories = useCategories();
  const [chosen, setChosen] = useState<number | null>(null);
  const categoryId = chosen ?? categories.data?.[0]?.id;
  const projects = useProjects({ filter: 'desc', categoryId });
  if (categories.isError) return <ErrorState onRetry={() => void categories.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      {categories.data ? (
        <CategorySlider
          label={text.categoriesLabel}
          categories={categories.data}
          selectedId={categoryId ?? null}
          onSelect={setChosen}
        />
      ) : null}
      <ProjectGrid query={projects} empty={{ title: text.emptyTitle, text: text.emptyText }} />
    </div>
  );
}

function AllProjectsView() {
  const [filter, setFilter] = useState<ProjectSort>('desc');
  const projects = useProjects({ filter, categoryId: null });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <SortSelect options={filterOptions.projects} value={filter} onChange={setFilter} />
      </div>
      <ProjectGrid query={projects} empty={{ title: text.allEmptyTitle }} />
    </div>
  );
}

/** /ChooseCampaign: step 1 of 3, pick the project the campaign funds (PRODUCT.md §2 Choose campaign). */
export function ChooseCampaignPage() {
  const id = useId();
  const [view, setView] = useState<View>('category');
  const tabs: ViewTab<View>[] = [
    { key: 'category', label: text.byCategory, tabId: `${id}-category-tab`, panelId: `${id}-category` },
    { key: 'all', label: text.showAll, tabId: `${id}-all-tab`, panelId: `${id}-all` },
  ];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <StepIndicator current={1} />
      <PageHeader title={messages.pages.chooseCampaign} lead={text.lead} />
      <ViewTabs label={text.viewsLabel} tabs={tabs} selected={view} onSelect={setView} />
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={tab.panelId}
          aria-labelledby={tab.tabId}
          hidden={tab.key !== view}
        >
          {tab.key !== view ? null : view === 'category' ? <ByCategoryView /> : <AllProjectsView />}
        </div>
      ))}
    </div>
  );
}
