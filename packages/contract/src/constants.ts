import { PIASTERS_PER_EGP, piasters } from './piasters';

/** Business constants of PRODUCT.md §9. Money is in piasters (1 EGP = 100 piasters). */
export const MIN_DONATION_PIASTERS = piasters(100 * PIASTERS_PER_EGP);
/** A campaign is listed, searched and counted only once its confirmed total reaches this. */
export const CAMPAIGN_VISIBLE_FROM_PIASTERS = piasters(100 * PIASTERS_PER_EGP);
export const SMS_DONATION_PIASTERS = piasters(5 * PIASTERS_PER_EGP);
export const IMAGE_MAX_BYTES = 3_000_000;
export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const ADDRESS_MIN = 10;
export const CONTACT_DETAILS_MIN = 8;
export const COMMENT_HINT_MAX = 40;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_RESULTS = 20;
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PROFILE_PREVIEW_COUNT = 4;
export const HOME_CAMPAIGN_COUNT = 5;
export const CASH_CONTACT_HOURS = 72;
export const MESSAGE_CLEAR_MS = 5000;
export const COUNTER_ANIMATION_MS = 1500;
export const NGO_CAROUSEL_AUTOPLAY_MS = 1000;
export const FOOTER_COPYRIGHT_YEAR = 2020;
/** The fixed product path segment of GET {api}/{product_prefix}/api/GetCampiagnID/{shortname}. */
export const PRODUCT_PREFIX = 'athar';
/** The image path that means "no picture was given": the client shows its bundled default. */
export const DEFAULT_CAMPAIGN_IMAGE = 'default-campaign.webp';

export const PAYMENT_TYPE = { cash: 1, card: 2, sms: 3, wallet: 4, kiosk: 5, meeza: 6 } as const;
/** The types paid through the Paymob-protocol gateway: a mobile wallet, a kiosk reference code, a Meeza card. */
export const GATEWAY_PAYMENT_TYPES = [PAYMENT_TYPE.wallet, PAYMENT_TYPE.kiosk, PAYMENT_TYPE.meeza] as const;
export type GatewayPaymentType = (typeof GATEWAY_PAYMENT_TYPES)[number];
export const isGatewayType = (type: number): type is GatewayPaymentType =>
  (GATEWAY_PAYMENT_TYPES as readonly number[]).includes(type);
/** The name shown for a donor who hid it, whose account was deleted, or who gave by SMS. */
export const ANONYMOUS_DONOR_NAME = 'فاعل خير';
export const CHANNEL = { web: 1, sms: 2 } as const;
/** refunded: confirmed, then refunded or voided at the gateway; it counts nowhere any more. */
export const DONATION_STATUSES = ['pending', 'confirmed', 'failed', 'cancelled', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
