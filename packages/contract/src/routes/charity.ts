/** Routes of the charity console under /api/charity; free of zod, see routes/README.md). */
export const charityAuditRoute = { method: 'GET', path: '/api/charity/audit' } as const;
export const cashQueueRoute = { method: 'GET', path: '/api/charity/cash-queue' } as const;
export const charityCampaignsRoute = { method: 'GET', path: '/api/charity/campaigns' } as const;
export const charityDonationsRoute = { method: 'GET', path: '/api/charity/donations' } as const;
export const charityProjectsRoute = { method: 'GET', path: '/api/charity/projects' } as const;
export const setProjectLabelsRoute = { method: 'PATCH', path: '/api/charity/projects/:id/labels' } as const;
export const charityProjectTextsRoute = { method: 'GET', path: '/api/charity/projects/:id/texts' } as const;
export const charityRestoreProjectTextRoute = {
  method: 'POST',
  path: '/api/charity/projects/:id/texts/:version/restore',
} as const;
export const charityPermitsRoute = { method: 'GET', path: '/api/charity/permits' } as const;
export const requestPermitRoute = { method: 'POST', path: '/api/charity/permits' } as const;
/** a permit's document: a private file, read only through this call (the charity's admins) */
export const charityPermitDocumentRoute = {
  method: 'GET',
  path: '/api/charity/permits/:id/document',
} as const;
export const charityPermitCollectedRoute = {
  method: 'GET',
  path: '/api/charity/permits/:id/collected',
} as const;
export const charityPermitCsvRoute = {
  method: 'GET',
  path: '/api/charity/permits/:id/collected.csv',
} as const;
export const charityPermitPdfRoute = {
  method: 'GET',
  path: '/api/charity/permits/:id/collected.pdf',
} as const;
export const charityUpdatesRoute = { method: 'GET', path: '/api/charity/updates' } as const;
export const charityDonationsCsvRoute = { method: 'GET', path: '/api/charity/donations.csv' } as const;
export const markCancelledRoute = { method: 'POST', path: '/api/charity/donations/:id/cancelled' } as const;
export const markCollectedRoute = { method: 'POST', path: '/api/charity/donations/:id/collected' } as const;
export const markContactedRoute = { method: 'POST', path: '/api/charity/donations/:id/contacted' } as const;
export const markFailedRoute = { method: 'POST', path: '/api/charity/donations/:id/failed' } as const;
export const postUpdateRoute = { method: 'POST', path: '/api/charity/updates' } as const;
export const updateTargetsRoute = { method: 'GET', path: '/api/charity/updates/targets' } as const;
export const staffForgotPasswordRoute = {
  method: 'POST',
  path: '/api/charity/auth/forgot-password',
} as const;
export const staffLoginRoute = { method: 'POST', path: '/api/charity/auth/login' } as const;
export const staffLogoutRoute = { method: 'POST', path: '/api/charity/auth/logout' } as const;
export const staffResetPasswordRoute = { method: 'POST', path: '/api/charity/auth/reset-password' } as const;
export const staffSetPasswordRoute = { method: 'POST', path: '/api/charity/auth/set-password' } as const;
export const staffEnrolmentRoute = { method: 'GET', path: '/api/charity/auth/factor' } as const;
export const confirmStaffEnrolmentRoute = { method: 'POST', path: '/api/charity/auth/factor' } as const;
export const staffVerifyRoute = { method: 'POST', path: '/api/charity/auth/verify' } as const;
export const staffStepUpRoute = { method: 'POST', path: '/api/charity/auth/step-up' } as const;
export const charityTeamRoute = { method: 'GET', path: '/api/charity/team' } as const;
export const inviteCharityStaffRoute = { method: 'POST', path: '/api/charity/team' } as const;
export const setCharityStaffRolesRoute = { method: 'PUT', path: '/api/charity/team/:id/roles' } as const;
export const disableCharityStaffRoute = { method: 'POST', path: '/api/charity/team/:id/disable' } as const;
export const enableCharityStaffRoute = { method: 'POST', path: '/api/charity/team/:id/enable' } as const;
export const setCharityTaxNumberRoute = { method: 'PUT', path: '/api/charity/tax-number' } as const;
export const projectDraftsRoute = { method: 'GET', path: '/api/charity/project-drafts' } as const;
export const createProjectDraftRoute = { method: 'POST', path: '/api/charity/project-drafts' } as const;
export const editProjectDraftRoute = { method: 'PUT', path: '/api/charity/project-drafts/:id' } as const;
export const projectDraftPictureRoute = {
  method: 'PUT',
  path: '/api/charity/project-drafts/:id/picture',
} as const;
export const submitProjectDraftRoute = {
  method: 'POST',
  path: '/api/charity/project-drafts/:id/submit',
} as const;
export const retireCharityProjectRoute = {
  method: 'POST',
  path: '/api/charity/projects/:id/retire',
} as const;
export const charityPageRoute = { method: 'GET', path: '/api/charity/page' } as const;
export const editCharityPageRoute = { method: 'PUT', path: '/api/charity/page' } as const;
export const charityLogoRoute = { method: 'PUT', path: '/api/charity/page/logo' } as const;
export const proposeCharityNameRoute = { method: 'POST', path: '/api/charity/page/name' } as const;
