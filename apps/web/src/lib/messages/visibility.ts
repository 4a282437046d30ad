import { DONATION_VISIBILITY_NAMES } from '@athar/contract/donations/visibility-names';
import type { DonationVisibility } from '@athar/contract/donations/visibility';
import { donorListMessages } from './donor-list';

/** Giving privately (docs/decisions/018): how a donor chooses to be seen, and what each viewer then sees. */
export const visibilityMessages = {
  /** the donation form's radio group */
  field: {
    legend: 'كيف يظهر تبرعك؟',
    choices: {
      public: {
        title: 'اسمي والمبلغ',
        hint: 'يظهر اسمك ومبلغ تبرعك في قائمة المتبرعين',
      },
      amount_hidden: {
        title: 'اسمي دون المبلغ',
        hint: 'يظهر اسمك في قائمة المتبرعين، ولا يظهر المبلغ لأحد',
      },
      family: {
        title: 'يظهر للعائلة فقط',
        hint: 'يرى اسمك ومبلغك أفراد العائلة الذين يديرون الحملة، ويظهر لغيرهم «فاعل خير» دون مبلغ',
      },
      anonymous: {
        title: 'فاعل خير',
        hint: 'لا يظهر اسمك لأحد، حتى لأفراد العائلة الذين يديرون الحملة',
      },
    } satisfies Record<DonationVisibility, { title: string; hint: string }>,
    /** the choice in one line, with the button that opens the four choices */
    summary: {
      public: 'يظهر تبرعك باسمك ومبلغه',
      amount_hidden: 'يظهر اسمك دون مبلغ تبرعك',
      family: 'يظهر تبرعك للعائلة فقط، وللجميع «فاعل خير»',
      anonymous: 'يظهر تبرعك باسم «فاعل خير»',
    } satisfies Record<DonationVisibility, string>,
    change: 'تغيير',
    changeLabel: 'تغيير طريقة ظهور تبرعك',
    /** the charity always knows its donor: said once under the choices */
    charityNote: 'تعرف الجمعية اسمك في كل الأحوال لتحصيل التبرع وإصدار الإيصال.',
  },
  /** in the donors lists, where the amount is not shown to this viewer */
  amountHidden: donorListMessages.amountHidden,
  /** the family's own view of the donors, on the campaign page: the creator and every co-administrator see it */
  family: {
    title: 'المتبرعون كما تراهم العائلة',
    lead: 'لا يرى هذه القائمة إلا أفراد العائلة الذين يديرون الحملة: فيها أسماء من اختاروا أن يظهروا للعائلة فقط ومبالغهم.',
    empty: 'لا توجد تبرعات مؤكدة بعد.',
  },
  /** the choice as a label: the donor's own list and the charity console */
  names: DONATION_VISIBILITY_NAMES,
  /** «طريقة الظهور: …» */
  label: 'طريقة الظهور',
} as const;
