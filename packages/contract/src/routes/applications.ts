/** Routes of a charity's application to join Athar (free of zod, see README.md). */
export const submitApplicationRoute = { method: 'POST', path: '/api/charity-applications' } as const;
export const trackApplicationRoute = { method: 'GET', path: '/api/charity-applications/track' } as const;
export const answerApplicationRoute = { method: 'POST', path: '/api/charity-applications/track' } as const;
export const operatorApplicationsRoute = {
  method: 'GET',
  path: '/api/operator/charity-applications',
} as const;
export const operatorApplicationRoute = {
  method: 'GET',
  path: '/api/operator/charity-applications/:id',
} as const;
export const applicationDocumentRoute = {
  method: 'GET',
  path: '/api/operator/charity-applications/:id/documents/:documentId',
} as const;
export const applicationDecisionRoute = {
  method: 'POST',
  path: '/api/operator/charity-applications/:id/decision',
} as const;
