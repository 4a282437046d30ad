import { PAYMENT_TYPE } from '@athar/contract/constants';

/** A charity's account at the Paymob-protocol gateway and its integration per method (ngos, 014). */
export interface CharityGateway {
  paymob_account: string | null;
  wallet_integration_id: number | null;
  kiosk_integration_id: number | null;
  meeza_integration_id: number | null;
}

/**
 * The gateway integration a charity takes payments of this donations.type through: null when the
 * type is not a gateway one (cash, card, sms) or the charity does not offer that method.
 */
export function gatewayIntegration(charity: CharityGateway, type: number): number | null {
  if (charity.paymob_account === null) return null;
  if (type === PAYMENT_TYPE.wallet) return charity.wallet_integration_id;
  if (type === PAYMENT_TYPE.kiosk) return charity.kiosk_integration_id;
  if (type === PAYMENT_TYPE.meeza) return charity.meeza_integration_id;
  return null;
}

/**
 * Which of the gateway's methods the charity offers, as the campaign page shows them: none while it
 * takes no new donation (`open` false: no fundraising permit in force today, docs/decisions/018).
 */
export function gatewayMethods(charity: CharityGateway, open: boolean) {
  return {
    Wallet: open && gatewayIntegration(charity, PAYMENT_TYPE.wallet) !== null,
    Kiosk: open && gatewayIntegration(charity, PAYMENT_TYPE.kiosk) !== null,
    Meeza: open && gatewayIntegration(charity, PAYMENT_TYPE.meeza) !== null,
  };
}
