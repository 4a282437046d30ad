/** The applicant's tracking page, as the mailed link opens it. */
export const trackingPath = (token: string) => `/JoinAsCharity/track/${token}`;
