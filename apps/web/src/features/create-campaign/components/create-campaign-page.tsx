import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatEgpAmount } from '@athar/contract/money';
import type { Project } from '@athar/contract/projects/projects';
import { readDecimalId } from '@athar/contract/digits';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { TextSkeleton } from '../../../components/skeletons';
import { StepIndicator } from '../../../components/step-indicator';
import { ApiError } from '../../../lib/api-error';
import { campaignPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { messages } from '../../../lib/messages';
import { campaignMessages } from '../../../lib/messages/campaigns';
import type { CreatedCampaign } from '../api/create-campaign';
import { useProject } from '../api/get-project';
import { CampaignCreatedDialog } from './campaign-created-dialog';
import { CreateCampaignForm } from './create-campaign-form';

const text = campaignMessages.createCampaign;

function ProjectSummary({ project }: { project: Project }) {
  return (
    <section
      aria-label={text.projectLabel}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center"
    >
      <img
        src={imageUrl(project.project_image)}
        alt=""
        width={160}
        height={120}
        className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover sm:w-40"
      />
      <dl className="grid flex-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{text.projectLabel}</dt>
          <dd className="font-bold text-brand-900">{project.project_ar_name}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{text.ngoLabel}</dt>
          <dd className="font-bold text-brand-900">{project.ngo_ar_name}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{text.targetLabel}</dt>
          <dd className="font-bold text-brand-700">{formatEgpAmount(project.project_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /CreateCampaign/{project name}/{project id}: step 2 of 3 (SPEC §2 Create campaign). */
export function CreateCampaignPage() {
  const navigate = useNavigate();
  // decimal digits only: Number() would read /…/0x10 as 16
  const projectId = readDecimalId(useParams().projectId) ?? 0;
  const valid = projectId > 0;
  const project = useProject(valid ? projectId : 0);
  const [created, setCreated] = useState<CreatedCampaign | null>(null);

  const notFound = project.error instanceof ApiError && project.error.isClientError;
  if (!valid || notFound) return <Navigate to="/PathNotFound" replace />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <StepIndicator current={2} />
      <PageHeader title={messages.pages.createCampaign} lead={text.lead} />
      {project.isPending ? (
        <TextSkeleton lines={3} />
      ) : project.isError ? (
        <ErrorState onRetry={() => void project.refetch()} />
      ) : (
        <>
          <ProjectSummary project={project.data} />
          <CreateCampaignForm projectId={projectId} onCreated={setCreated} />
        </>
      )}
      <CampaignCreatedDialog
        open={created !== null}
        onNext={() => {
          if (created)
            void navigate(campaignPath(created.campaign_title, created.campaign_id), {
              state: { justCreated: true },
            });
        }}
      />
    </div>
  );
}
