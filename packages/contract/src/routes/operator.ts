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
