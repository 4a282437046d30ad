import { campaignDetailsRoute } from './routes/campaigns';
import { HOME_CAMPAIGN_COUNT, PAGE_SIZE } from './constants';
import { faqRoute, moderationCountsRoute, sitePageRoute } from './routes/about';
import { projectsRoute } from './routes/catalogue';

const CAMPAIGN_PAGE = /^\/CampaignDonation\/[^/]+\/(\d{1,15})$/;
const DETAILS = campaignDetailsRoute.path;
/** The listing calls whose first card's picture is the page's largest element on a phone. */
export const isListingCall = (call: string) =>
  call.startsWith(`${DETAILS}?rowscount=`) || call.startsWith(`${DETAILS}?offset=0&rowscount=`);

/** The content pages operators keep (docs/decisions/040): their one call carries their whole text. */
const CONTENT_PAGES: Readonly<Record<string, string>> = {
  '/FAQs': faqRoute.path,
  '/Terms': sitePageRoute.path.replace(':page', 'terms'),
  '/TrustandSafety': sitePageRoute.path.replace(':page', 'trust'),
  '/HowItWork': sitePageRoute.path.replace(':page', 'how_it_works'),
  '/SuccessTips': sitePageRoute.path.replace(':page', 'success_tips'),
};

/**
 * The API calls a page makes first for a visitor who is not logged in, written exactly as the web
 * app's api client writes them (`buildUrl` in apps/web/src/lib/api-client.ts: its query keys in
 * order, empty values left out), so the shell can carry their answers and the page renders without a
 * round trip. [] for the other pages.
 */
export function initialApiCalls(urlPath: string): string[] {
  // the home page's cards, then its featured projects (docs/decisions/043)
  if (urlPath === '/')
    return [`${DETAILS}?rowscount=${HOME_CAMPAIGN_COUNT}&filter=desc`, `${projectsRoute.path}?featured=1`];
  const content = CONTENT_PAGES[urlPath];
  // /TrustandSafety publishes its monthly counts with its text (docs/decisions/044)
  if (urlPath === '/TrustandSafety') return [content!, moderationCountsRoute.path];
  if (content) return [content];
  if (urlPath === '/Campaigns') return [`${DETAILS}?offset=0&rowscount=${PAGE_SIZE}&filter=desc`];
  const page = CAMPAIGN_PAGE.exec(urlPath);
  return page ? [`${DETAILS}?campid=${Number(page[1])}`] : [];
}
