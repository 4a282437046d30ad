/**
 * The shared khatma's Arabic answers (PRODUCT.md §11.2), said by the api and shown by the web as they come.
 * No zod here: the web's khatma section imports the limits and words without the schemas.
 */
import { KHATMA_HOLD_DAYS, KHATMA_NAME_MAX, KHATMA_NAME_MIN } from './khatma-limits';

export * from './khatma-limits';

export const khatmaMessages = {
  opened: (number: number) => (number === 1 ? 'بدأت الختمة الأولى' : `بدأت الختمة رقم ${number}`),
  alreadyOpen: 'للحملة ختمة مفتوحة لم تكتمل بعد، ويمكن بدء الختمة التالية حين تكتمل قراءة أجزائها الثلاثين',
  khatmaNotFound: 'لم نجد هذه الختمة',
  khatmaFinished: 'اكتملت هذه الختمة، جزاكم الله خيرًا',
  juzTaken: 'سبقك غيرك إلى هذا الجزء، من فضلك اختر جزءًا آخر',
  reserved: (juz: number) => `حُجز لك الجزء ${juz}، تقبّل الله منك`,
  juzInvalid: 'رقم الجزء يجب أن يكون من 1 إلى 30',
  nameInvalid: `من فضلك اكتب اسمًا من ${KHATMA_NAME_MIN} إلى ${KHATMA_NAME_MAX} حرفًا، أو اتركه فارغًا`,
  nameNeededToShow: 'اكتب اسمك ليظهر مع الجزء، أو ألغِ اختيار إظهار الاسم',
  reservationNotFound: 'لم نجد حجزًا لهذا الجزء؛ ربما انقضت مدة الحجز، فاحجزه من جديد',
  notYourReservation: 'لا يمكنك تعليم هذا الجزء مقروءًا: حجزه قارئ آخر',
  markedRead: 'تقبّل الله قراءتك',
  finished: 'اكتملت الختمة بقراءة أجزائها الثلاثين، جزاكم الله خيرًا',
  /** this reader's own unread ajza' (KHATMA_UNREAD_PER_READER, five) */
  unreadLimit:
    'لديك في هذه الختمة خمسة أجزاء محجوزة لم تُعلَّم مقروءة بعد، ويمكنك حجز جزء آخر بعد تعليم أحدها «قرأته»',
  /**
   * a reservation with an address for the «read» link (issue 35): the same words whether or not the link
   * goes (the address is wrong, or had its share of links this hour), so they tell nothing of it
   */
  reservedWithLink: (juz: number) =>
    `حُجز لك الجزء ${juz}، تقبّل الله منك. سيصل رابط «علّمت الجزء كمقروء» إلى ما كتبته إن كان صحيحًا، فتعلّم به الجزء مقروءًا من أي جهاز`,
  contactInvalid:
    'اكتب بريدًا إلكترونيًا صحيحًا أو رقم هاتف محمول مصريًا يبدأ بـ 01 من 11 رقمًا، أو اترك الخانة فارغة',
  readLinkInvalid:
    'هذا الرابط لا يعمل: افتحه كما وصل في الرسالة. وإن مرّت مدة حجز الجزء دون أن يُعلَّم مقروءًا فقد عاد متاحًا لغيرك',
  readLinkExpired: `انتهت صلاحية هذا الرابط بانقضاء مدة حجز الجزء (${KHATMA_HOLD_DAYS} أيام)، ويمكنك حجزه من جديد إن كان متاحًا`,
  /** the button of the mail and of the page it opens */
  readLinkAction: 'علّمت الجزء كمقروء',
  markedReadByLink: (juz: number) => `علّمنا الجزء ${juz} مقروءًا، تقبّل الله قراءتك`,
  alreadyRead: (juz: number) => `الجزء ${juz} معلَّم مقروءًا من قبل، تقبّل الله قراءتك`,
  /** many reservations from one address: a household or a carrier's shared address, so it names no one */
  addressBusy:
    'وصلتنا حجوزات كثيرة من الشبكة التي تتصل منها في الساعة الأخيرة، من فضلك حاول مرة أخرى بعد قليل',
} as const;
