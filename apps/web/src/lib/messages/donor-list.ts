/**
 * The campaign page's donors list: its own module, so the page's first chunk does not carry every
 * word of giving privately (./visibility, which reads this one).
 */
export const donorListMessages = {
  /** where the amount is not shown to this viewer */
  amountHidden: 'مبلغ غير معلن',
} as const;
