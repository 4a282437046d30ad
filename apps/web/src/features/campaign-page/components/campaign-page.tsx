import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, NavigationType, useLocation, useNavigationType, useParams } from 'react-router';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { readDecimalId } from '@athar/contract/digits';
import { PageSpinner } from '../../../components/spinner';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import { useSession } from '../../../lib/session';
import { useCampaignDetails } from '../api/get-campaign-details';
import { useCampaignRole } from '../api/get-campaign-role';
import { donateMethods } from '../donate-methods';
import { useCanonicalCampaignPath } from '../hooks/use-canonical-campaign-path';
import { useKhatmaReadLink } from '../hooks/use-khatma-read-link';
import { nightLinkValues, readNightLink } from '../night-link';
import { keptRetryDonation } from '../retry-state';
import { CampaignHero } from './campaign-hero';
import { CampaignProgress } from './campaign-progress';
import { DonatePanel } from './donate-panel';
import { DonationsPausedBanner } from './donations-paused-banner';
import { DeferredPart } from './deferred-part';
import { KHATMA_ANCHOR } from './khatma-notice';
import {
  CampaignKhatma,
  DeliveryTimeline,
  DuaWall,
  DonorsList,
  FamilyDonors,
  FamilyUpdates,
  FollowForm,
  GivingEntry,
  KhatmaLinkPanel,
  StepIndicator,
} from './later-sections';
import { SmsBanner } from './sms-banner';
import { isUnderReview, UnderReviewPage } from './under-review-page';
import { StickyDonateBar } from './sticky-donate-bar';
import { keepPageOffline } from '../../../lib/keep-page-offline';

const text = campaignPageMessages;

/** Whether the visitor arrived straight from creating this campaign (step 3 of 3). */
function useJustCreated(): boolean {
  const state: unknown = useLocation().state;
  return (
    typeof state === 'object' && state !== null && (state as { justCreated?: unknown }).justCreated === true
  );
}

/** /CampaignDonation/{title}/{id}: the campaign's page (PRODUCT.md §2 Campaign donation page). */
export function CampaignPage() {
  // decimal digits only: Number() would read /…/0x10 as 16
  const campaignId = readDecimalId(useParams().campaignId) ?? 0;
  const valid = campaignId > 0;
  const location = useLocation();
  const justCreated = useJustCreated();
  const details = useCampaignDetails(valid ? campaignId : 0);
  useCanonicalCampaignPath(details.data);
  useDataDocumentTitle(details.data ? text.tabTitle(details.data.campaign_title) : null);
  // back from a failed card payment with "try again": the form opens as the donor left it (the
  // donation step reads the values from the state the page arrived with)
  const [arrivalState] = useState<unknown>(() => location.state);
  const retrying = keptRetryDonation(arrivalState) !== null;
  // a schedule's night link (?give=&method=, docs/decisions/020): the form opens with its amount and method
  const [nightLink] = useState(() => (retrying ? null : readNightLink(location.search)));
  const [formOpen, setFormOpen] = useState(retrying || nightLink !== null);
  // a khatma reservation's «read» link (?khatma_read=, issue 35): its button, near the top
  const readLink = useKhatmaReadLink();
  const panelButton = useRef<HTMLButtonElement>(null);
  const session = useSession();
  // a co-administrator (PRODUCT.md §11.4) sees the family's donor list too
  const { canManage } = useCampaignRole(valid ? campaignId : 0);
  // a campaign opened from a listing came by the router, never a navigation the worker would keep;
  // one the browser loaded (a shared link: POP) is not fetched again on a data plan
  const loaded = details.data !== undefined;
  const routed = useNavigationType() !== NavigationType.Pop;
  useEffect(() => {
    if (loaded && routed) keepPageOffline();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kept once per campaign, as it was reached
  }, [campaignId, loaded]);

  if (valid && isUnderReview(details.error)) return <UnderReviewPage />;
  if (!valid || details.isError) return <Navigate to="/PathNotFound" replace />;
  if (details.isPending) return <PageSpinner />;
  const campaign = details.data;
  const methods = donateMethods(campaign);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <nav aria-label={text.breadcrumbLabel}>
        <ol className="flex flex-wrap gap-2 text-sm text-muted">
          <li>
            <Link to="/" className="hover:underline">
              {text.breadcrumbHome}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/Campaigns" className="hover:underline">
              {text.breadcrumbDiscover}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 font-bold wrap-anywhere text-ink">
            {keepCompoundNames(campaign.campaign_title)}
          </li>
        </ol>
      </nav>
      {justCreated && (
        <Suspense fallback={null}>
          <StepIndicator current={3} />
        </Suspense>
      )}
      {!campaign.visible && (
        <p role="note" className="rounded-xl border border-sand-200 bg-sand-50 p-4">
          {text.hiddenNotice}
        </p>
      )}
      {campaign.donations_paused && <DonationsPausedBanner underReview={campaign.under_review} />}
      {readLink.token && (
        <Suspense fallback={null}>
          <KhatmaLinkPanel
            campaignId={campaign.campaign_id}
            token={readLink.token}
            onDone={readLink.forget}
          />
        </Suspense>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CampaignHero campaign={campaign} />
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CampaignProgress campaign={campaign} />
          {/* paused (docs/decisions/018): the panel stays, button disabled, for a payment coming back */}
          {(methods || campaign.donations_paused) && (
            <DonatePanel
              campaign={campaign}
              methods={methods}
              formOpen={formOpen}
              setFormOpen={setFormOpen}
              arrivalState={arrivalState}
              retryValues={nightLink && nightLinkValues(nightLink, methods)}
              buttonRef={panelButton}
            />
          )}
          {!campaign.donations_paused && <SmsBanner campaign={campaign} />}
          <DeferredPart className="space-y-6">
            <GivingEntry campaign={campaign} />
            <FollowForm campaignId={campaign.campaign_id} gender={campaign.deceased_gender} />
          </DeferredPart>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <DeferredPart>
            <FamilyUpdates campaignId={campaign.campaign_id} />
            <DeliveryTimeline campaignId={campaign.campaign_id} />
            <DuaWall campaignId={campaign.campaign_id} gender={campaign.deceased_gender} />
          </DeferredPart>
          {/* the room of the list's heading and first rows, kept while it loads */}
          <DeferredPart className="min-h-48" name="donors">
            <DonorsList
              campaignId={campaign.campaign_id}
              donorCount={campaign.total_of_donations}
              gender={campaign.deceased_gender}
            />
          </DeferredPart>
          <DeferredPart>
            {(campaign.can_edit || canManage) && session && (
              <div className="mt-6">
                <FamilyDonors campaignId={campaign.campaign_id} viewerId={session.user_id} />
              </div>
            )}
          </DeferredPart>
          {/* the notice near the top (khatma-notice.tsx) jumps here, which brings the khatma in */}
          <div id={KHATMA_ANCHOR} className="scroll-mt-24">
            <DeferredPart>
              <CampaignKhatma campaign={campaign} />
            </DeferredPart>
          </div>
        </div>
      </div>
      {methods && !campaign.donations_paused && (
        <StickyDonateBar panelButton={panelButton} methods={methods} onDonate={() => setFormOpen(true)} />
      )}
    </div>
  );
}
