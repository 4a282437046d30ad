import { PRODUCT_PREFIX } from '../constants';

/** Routes of campaigns; free of zod, see routes/README.md). */
export const campaignDetailsRoute = { method: 'GET', path: '/api/campaigns/details' } as const;
export const campaignDonorsRoute = { method: 'GET', path: '/api/campaigns/donations' } as const;
export const familyDonorsRoute = { method: 'GET', path: '/api/campaigns/family-donors' } as const;
export const categoriesRoute = { method: 'GET', path: '/api/campaigns/categories' } as const;
export const campaignUpdatesRoute = { method: 'GET', path: '/api/campaigns/updates' } as const;
export const createCampaignRoute = { method: 'POST', path: '/api/campaigns' } as const;
export const editCampaignRoute = { method: 'PATCH', path: '/api/campaigns/:campid' } as const;
export const filterRoute = { method: 'GET', path: '/api/:section/filter' } as const;
/** the one-click link of every update mail (no login) */
export const unsubscribeUpdatesRoute = { method: 'POST', path: '/api/updates/unsubscribe' } as const;
export const shortIdRoute = {
  method: 'GET',
  path: `/${PRODUCT_PREFIX}/api/GetCampiagnID/:shortname` as const,
} as const;
/** the viewer's role on a campaign (creator, co-administrator or none); private, no-store */
export const campaignRoleRoute = { method: 'GET', path: '/api/campaigns/role' } as const;
