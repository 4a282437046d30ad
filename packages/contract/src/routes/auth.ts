/** Routes of login, verification and password reset; free of zod, see routes/README.md). */
export const forgotPasswordRoute = { method: 'POST', path: '/api/auth/forgotpass' } as const;
export const loginRoute = { method: 'POST', path: '/api/auth/login' } as const;
export const resetPasswordRoute = { method: 'POST', path: '/api/auth/resetpass' } as const;
export const verificationRoute = { method: 'GET', path: '/api/verification' } as const;
