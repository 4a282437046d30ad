/** Routes of charities, projects, places and search; free of zod, see routes/README.md). */
export const citiesRoute = { method: 'GET', path: '/api/cities' } as const;
export const cityAreasRoute = { method: 'GET', path: '/api/cities/:cityId' } as const;
export const ngoDetailsRoute = { method: 'GET', path: '/api/ngos/details' } as const;
export const projectsRoute = { method: 'GET', path: '/api/ngos/projects' } as const;
export const searchRoute = { method: 'GET', path: '/api/search' } as const;
