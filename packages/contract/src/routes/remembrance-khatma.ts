/** Routes of the shared khatma of a campaign (PRODUCT.md §11.2); free of zod, see README.md. */
/** the campaign's latest khatma (open or finished) as a grid of 30 ajza'; private, no-store */
export const khatmaRoute = { method: 'GET', path: '/api/campaigns/khatma' } as const;
/** the family opens the campaign's first khatma, or the next one once the last is finished */
export const openKhatmaRoute = { method: 'POST', path: '/api/campaigns/khatma' } as const;
/** a visitor reserves one juz; the answer carries the secret that marks it read later */
export const reserveJuzRoute = { method: 'POST', path: '/api/khatmas/:khatma_id/parts/:juz' } as const;
/** the reader marks the juz read, with its secret or as the account that reserved it */
export const markJuzReadRoute = {
  method: 'POST',
  path: '/api/khatmas/:khatma_id/parts/:juz/read',
} as const;
/** the link mailed or texted to a reader marks that reservation read, from any device (issue 35) */
export const markReadByLinkRoute = { method: 'POST', path: '/api/khatmas/read-link' } as const;
