/**
 * The shared khatma's Arabic answers (PRODUCT.md §11.2), said by the api and shown by the web as they come.
 * No zod here: the web's khatma section imports the limits and words without the schemas.
 */
export const KHATMA_PARTS = 30;
/** an unread reservation is released after this many days */
export const KHATMA_HOLD_DAYS = 7;
export const KHATMA_NAME_MIN = 2;
export const KHATMA_NAME_MAX = 60;
/** the browser's secret for marking a juz read: 32 random bytes, base64url */
export const KHATMA_SECRET_LENGTH = 43;

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
  tooManyReservations: 'حجزت أجزاء كثيرة من هذه الختمة، اقرأ ما حجزته أولًا ثم عد لتحجز غيره',
} as const;
