/** Routes of the dua wall (PRODUCT.md §11.1); free of zod, see README.md. */

/** the shown duas of a campaign, newest first; public */
export const campaignDuasRoute = { method: 'GET', path: '/api/campaigns/duas' } as const;
/** a dua or a memory, by a logged-in visitor or a guest who gives an e-mail */
export const postDuaRoute = { method: 'POST', path: '/api/campaigns/duas' } as const;
/** one report per reporter per dua; enough of them send a dua back to the family */
export const reportDuaRoute = { method: 'POST', path: '/api/duas/:duaid/report' } as const;
/** the family's moderation list (pending duas) and the approval setting; private, no-store */
export const pendingDuasRoute = { method: 'GET', path: '/api/campaigns/duas/pending' } as const;
/** the family shows or hides a dua */
export const decideDuaRoute = { method: 'POST', path: '/api/duas/:duaid/decision' } as const;
/** the family turns approval before showing on or off */
export const duaSettingsRoute = { method: 'PATCH', path: '/api/campaigns/:campid/duas-settings' } as const;
