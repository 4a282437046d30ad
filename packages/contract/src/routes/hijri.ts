/** Routes of the Hijri calendar (issue 20); free of zod, see routes/README.md. */
export const hijriCorrectionsRoute = { method: 'GET', path: '/api/hijri/corrections' } as const;
