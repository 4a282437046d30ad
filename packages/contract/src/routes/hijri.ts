/** Routes of the Hijri calendar (PRODUCT.md §11.6); free of zod, see routes/README.md. */
export const hijriCorrectionsRoute = { method: 'GET', path: '/api/hijri/corrections' } as const;
