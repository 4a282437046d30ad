/** Routes of the visitor's account under /api/users; free of zod, see routes/README.md). */
export const addFavouriteRoute = { method: 'POST', path: '/api/users/favorites' } as const;
export const removeFavouriteRoute = { method: 'DELETE', path: '/api/users/favorites' } as const;
export const deleteAccountRoute = { method: 'DELETE', path: '/api/users' } as const;
export const logoutRoute = { method: 'POST', path: '/api/users/logout' } as const;
export const registerRoute = { method: 'POST', path: '/api/users' } as const;
export const updateProfileRoute = { method: 'PUT', path: '/api/users' } as const;
export const userCampaignsRoute = { method: 'GET', path: '/api/users/campaigns' } as const;
export const userDetailsRoute = { method: 'GET', path: '/api/users/details' } as const;
export const userDonationsRoute = { method: 'GET', path: '/api/users/donations' } as const;
export const userFavouritesRoute = { method: 'GET', path: '/api/users/favorites' } as const;
export const userStatementRoute = { method: 'GET', path: '/api/users/statement' } as const;
export const userStatementPdfRoute = { method: 'GET', path: '/api/users/statement.pdf' } as const;
export const userDataExportRoute = { method: 'GET', path: '/api/users/export' } as const;
