/** Routes of donations, receipts and the SMS webhook; free of zod, see routes/README.md). */
export const createDonationRoute = { method: 'POST', path: '/api/donations' } as const;
export const receiptRoute = { method: 'GET', path: '/api/receipts/:id' } as const;
export const inboundSmsRoute = { method: 'POST', path: '/api/sms/inbound' } as const;
