import { useState } from 'react';
import {
  FEATURED_CAMPAIGNS_MAX,
  FEATURED_PROJECTS_MAX,
  type FeaturedCampaign,
  type FeaturedProject,
  type HomeFeatured,
} from '@athar/contract/operator/home-featured';
import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { homeFeaturedConsoleMessages as text } from '../../../lib/messages/operator-home-featured';
import { useHomeFeatured, useSaveHomeFeatured } from '../api/home-featured';
import { FeaturedList, type FeaturedItem } from './home-featured-list';
import { ListStates } from './list-states';

const campaignItem = (row: FeaturedCampaign): FeaturedItem => ({
  id: row.campaign_id,
  name: row.title,
  detail: `${row.project_ar_name} · ${row.ngo_ar_name} (${row.campaign_id})`,
  listed: row.listed,
});
const projectItem = (row: FeaturedProject): FeaturedItem => ({
  id: row.project_id,
  name: row.project_ar_name,
  detail: row.ngo_ar_name,
  listed: row.listed,
});

/** The two ordered lists, edited here and saved together; a save's answer starts them again. */
function FeaturedForm({ operatorId, featured }: { operatorId: number; featured: HomeFeatured }) {
  const save = useSaveHomeFeatured(operatorId);
  const [campaigns, setCampaigns] = useState(() => featured.campaigns.map(campaignItem));
  const [projects, setProjects] = useState(() => featured.projects.map(projectItem));
  const send = () =>
    save.mutate({
      campaigns: campaigns.map((item) => item.id),
      projects: projects.map((item) => item.id),
    });
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4">
      <FeaturedList
        title={text.campaignsTitle}
        label={text.campaignsLabel}
        empty={text.campaignsEmpty}
        addLabel={text.addCampaign}
        chosen={campaigns}
        choices={featured.campaign_choices.map(campaignItem)}
        max={FEATURED_CAMPAIGNS_MAX}
        onChange={setCampaigns}
      />
      <FeaturedList
        title={text.projectsTitle}
        label={text.projectsLabel}
        empty={text.projectsEmpty}
        addLabel={text.addProject}
        chosen={projects}
        choices={featured.project_choices.map(projectItem)}
        max={FEATURED_PROJECTS_MAX}
        onChange={setProjects}
      />
      <FormAlert kind="error" text={save.isError ? errorMessage(save.error) : null} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button type="button" className={primaryButton} disabled={save.isPending} onClick={send}>
          {save.isPending ? text.saving : text.save}
        </button>
        {featured.saved_by && featured.saved_at ? (
          <p className="text-sm text-muted">
            {text.lastSaved(featured.saved_by, formatDateTime(featured.saved_at))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** «المختار للصفحة الرئيسية» (catalogue duty, admins): the home page's featured campaigns and projects. */
export function CatalogueHomeFeatured({ operatorId }: { operatorId: number }) {
  const featured = useHomeFeatured(operatorId);
  return (
    <section aria-labelledby="home-featured-title" className="flex flex-col gap-3">
      <h2 id="home-featured-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-muted">{text.lead}</p>
      <ListStates query={featured} count={featured.data ? 1 : 0} empty={{ title: text.campaignsEmpty }}>
        {() => (
          <FeaturedForm
            key={featured.data!.saved_at ?? 'none'}
            operatorId={operatorId}
            featured={featured.data!}
          />
        )}
      </ListStates>
    </section>
  );
}
