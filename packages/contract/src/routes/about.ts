/** Routes of the about pages; free of zod, see routes/README.md). */
export const achievementsRoute = { method: 'GET', path: '/api/about/achievements' } as const;
export const contactRoute = { method: 'POST', path: '/api/about/contactus' } as const;
export const faqRoute = { method: 'GET', path: '/api/about/faq' } as const;
export const pressRoute = { method: 'GET', path: '/api/about/press' } as const;
export const sitePageRoute = { method: 'GET', path: '/api/about/pages/:page' } as const;
/** /TrustandSafety's monthly counts of reports and outcomes (issue 38); public, cached briefly */
export const moderationCountsRoute = { method: 'GET', path: '/api/about/moderation-counts' } as const;
