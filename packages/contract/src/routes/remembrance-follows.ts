/**
 * Following a campaign by mail (PRODUCT.md §11.6): the reminders (Hijri anniversary, the first Ramadan, the
 * day of Arafah, Fridays) and the family's updates. No zod here (routes/README.md).
 */

/** what the follow form needs: whether the campaign has a date of death, and the viewer's follow */
export const followOptionsRoute = { method: 'GET', path: '/api/follows/options' } as const;
/** follow (or change the choices of a follow): confirmed at once for an account, by mail for a guest */
export const followCampaignRoute = { method: 'POST', path: '/api/follows' } as const;
/** the confirmation link of a guest's follow (no login) */
export const confirmFollowRoute = { method: 'POST', path: '/api/follows/confirm' } as const;
/** the one-click unsubscribe of one reminder kind or of all (no login) */
export const unsubscribeFollowRoute = { method: 'POST', path: '/api/follows/unsubscribe' } as const;
