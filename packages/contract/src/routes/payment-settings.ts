/** Routes of a charity's payment settings, proposed by one person and approved by another (039). */
export const charityPaymentSettingsRoute = { method: 'GET', path: '/api/charity/payment-settings' } as const;
export const proposePaymentSettingsRoute = { method: 'POST', path: '/api/charity/payment-settings' } as const;
export const withdrawPaymentSettingsRoute = {
  method: 'POST',
  path: '/api/charity/payment-settings/changes/:id/withdraw',
} as const;
export const operatorPaymentSettingsRoute = {
  method: 'GET',
  path: '/api/operator/charities/:id/payment-settings',
} as const;
export const operatorProposePaymentSettingsRoute = {
  method: 'POST',
  path: '/api/operator/charities/:id/payment-settings',
} as const;
