import type { DonationVisibility } from './visibility';

/**
 * The Arabic name of each way a donor can choose to be seen, one wording wherever it is read: the
 * charity console and its CSV export (so staff honour it when publishing), the donor's own list.
 * Free of zod, so the web's messages take it as it is.
 */
export const DONATION_VISIBILITY_NAMES: Readonly<Record<DonationVisibility, string>> = {
  public: 'الاسم والمبلغ ظاهران',
  amount_hidden: 'الاسم ظاهر والمبلغ مخفي',
  family: 'للعائلة فقط',
  anonymous: 'فاعل خير',
};
