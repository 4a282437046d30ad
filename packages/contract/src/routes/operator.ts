/** Routes of the operators' console under /api/operator (free of zod, see README.md). */
export const operatorLoginRoute = { method: 'POST', path: '/api/operator/auth/login' } as const;
export const operatorEnrolmentRoute = { method: 'GET', path: '/api/operator/auth/enrolment' } as const;
export const confirmEnrolmentRoute = { method: 'POST', path: '/api/operator/auth/enrolment' } as const;
export const operatorVerifyRoute = { method: 'POST', path: '/api/operator/auth/verify' } as const;
export const operatorStepUpRoute = { method: 'POST', path: '/api/operator/auth/step-up' } as const;
export const operatorLogoutRoute = { method: 'POST', path: '/api/operator/auth/logout' } as const;
export const operatorMeRoute = { method: 'GET', path: '/api/operator/me' } as const;
export const operatorOverviewRoute = { method: 'GET', path: '/api/operator/overview' } as const;
export const auditLogRoute = { method: 'GET', path: '/api/operator/audit' } as const;
export const auditLogCsvRoute = { method: 'GET', path: '/api/operator/audit.csv' } as const;
export const operatorsRoute = { method: 'GET', path: '/api/operator/operators' } as const;
export const resetFactorRoute = { method: 'POST', path: '/api/operator/operators/:id/factor-reset' } as const;
export const setRolesRoute = { method: 'POST', path: '/api/operator/operators/:id/roles' } as const;
export const approvalsRoute = { method: 'GET', path: '/api/operator/approvals' } as const;
export const requestApprovalRoute = { method: 'POST', path: '/api/operator/approvals' } as const;
export const approveRoute = { method: 'POST', path: '/api/operator/approvals/:id/approve' } as const;
export const rejectApprovalRoute = { method: 'POST', path: '/api/operator/approvals/:id/reject' } as const;
export const operatorPermitsRoute = { method: 'GET', path: '/api/operator/permits' } as const;
export const permitDecisionRoute = { method: 'POST', path: '/api/operator/permits/:id/decision' } as const;
export const operatorPermitDocumentRoute = {
  method: 'GET',
  path: '/api/operator/permits/:id/document',
} as const;
export const operatorPermitCollectedRoute = {
  method: 'GET',
  path: '/api/operator/permits/:id/collected',
} as const;
export const operatorPermitCsvRoute = {
  method: 'GET',
  path: '/api/operator/permits/:id/collected.csv',
} as const;
export const operatorPermitPdfRoute = {
  method: 'GET',
  path: '/api/operator/permits/:id/collected.pdf',
} as const;
export const dataRequestsRoute = { method: 'GET', path: '/api/operator/data-requests' } as const;
export const recordDataRequestRoute = { method: 'POST', path: '/api/operator/data-requests' } as const;
export const changeDataRequestRoute = { method: 'PATCH', path: '/api/operator/data-requests/:id' } as const;
export const consentRegisterRoute = { method: 'GET', path: '/api/operator/consents' } as const;
export const breachesRoute = { method: 'GET', path: '/api/operator/breaches' } as const;
export const recordBreachRoute = { method: 'POST', path: '/api/operator/breaches' } as const;
export const changeBreachRoute = { method: 'PATCH', path: '/api/operator/breaches/:id' } as const;
export const userLookupRoute = { method: 'POST', path: '/api/operator/users/lookup' } as const;
export const inviteOperatorRoute = { method: 'POST', path: '/api/operator/operators' } as const;
export const disableOperatorRoute = { method: 'POST', path: '/api/operator/operators/:id/disable' } as const;
export const enableOperatorRoute = { method: 'POST', path: '/api/operator/operators/:id/enable' } as const;
export const operatorSetPasswordRoute = { method: 'POST', path: '/api/operator/auth/set-password' } as const;
export const waitingProjectsRoute = { method: 'GET', path: '/api/operator/project-drafts' } as const;
export const approveProjectRoute = {
  method: 'POST',
  path: '/api/operator/project-drafts/:id/approve',
} as const;
export const returnProjectRoute = {
  method: 'POST',
  path: '/api/operator/project-drafts/:id/return',
} as const;
export const retireProjectRoute = { method: 'POST', path: '/api/operator/projects/:id/retire' } as const;
export const operatorProjectTextsRoute = { method: 'GET', path: '/api/operator/projects/:id/texts' } as const;
export const operatorRestoreProjectTextRoute = {
  method: 'POST',
  path: '/api/operator/projects/:id/texts/:version/restore',
} as const;
export const waitingNameChangesRoute = { method: 'GET', path: '/api/operator/name-changes' } as const;
export const approveNameChangeRoute = {
  method: 'POST',
  path: '/api/operator/name-changes/:id/approve',
} as const;
export const refuseNameChangeRoute = {
  method: 'POST',
  path: '/api/operator/name-changes/:id/refuse',
} as const;
export const operatorCategoriesRoute = { method: 'GET', path: '/api/operator/categories' } as const;
export const addCategoryRoute = { method: 'POST', path: '/api/operator/categories' } as const;
export const editCategoryRoute = { method: 'PATCH', path: '/api/operator/categories/:id' } as const;
export const categoryPictureRoute = { method: 'PUT', path: '/api/operator/categories/:id/picture' } as const;
export const retireCategoryRoute = { method: 'POST', path: '/api/operator/categories/:id/retire' } as const;
export const operatorSitePagesRoute = { method: 'GET', path: '/api/operator/site-pages' } as const;
export const operatorSitePageRoute = { method: 'GET', path: '/api/operator/site-pages/:page' } as const;
export const saveSitePageRoute = { method: 'POST', path: '/api/operator/site-pages/:page' } as const;
export const restoreSitePageRoute = {
  method: 'POST',
  path: '/api/operator/site-pages/:page/restore',
} as const;
export const homeFeaturedRoute = { method: 'GET', path: '/api/operator/home-featured' } as const;
export const saveHomeFeaturedRoute = { method: 'PUT', path: '/api/operator/home-featured' } as const;
