import { countText } from '../plural';

/** Count words of the texts about a schedule's phone (docs/decisions/026 §3). */
const schedules = (count: number) =>
  countText(count, {
    zero: 'لا تبرعات مجدولة',
    one: 'تبرع مجدول واحد',
    two: 'تبرعان مجدولان',
    few: (n) => `${n} تبرعات مجدولة`,
    many: (n) => `${n} تبرعًا مجدولًا`,
    other: (n) => `${n} تبرع مجدول`,
  });

const codeTexts = (count: number) =>
  countText(count, {
    zero: 'أي رسالة',
    one: 'رسالة واحدة',
    two: 'رسالتين',
    few: (n) => `${n} رسائل`,
    many: (n) => `${n} رسالةً`,
    other: (n) => `${n} رسالة`,
  });

const triesLeft = (count: number) =>
  countText(count, {
    zero: 'لم تبقَ لك محاولات',
    one: 'بقيت لك محاولة واحدة',
    two: 'بقيت لك محاولتان',
    few: (n) => `بقيت لك ${n} محاولات`,
    many: (n) => `بقيت لك ${n} محاولةً`,
    other: (n) => `بقيت لك ${n} محاولة`,
  });

/**
 * The Arabic words of a schedule's phone (docs/decisions/026 §3): the one text that asks the phone to
 * confirm, and the api's answers to the donor who confirms it or asks for a new code.
 */
export const schedulePhoneMessages = {
  /**
   * The code's text message: which campaign, the code, and the two ways to confirm. `campaign` is
   * already shortened to fit (services/giving/phone-codes.ts).
   */
  codeSms: (campaign: string, code: string) =>
    `أثر: رمز تأكيد الرسائل النصية لتبرع مجدول في حملة «${campaign}» هو ${code}. ` +
    'أدخله في صفحة التبرع المجدول، أو أرسل الرمز أو كلمة «نعم» ردًا على هذه الرسالة. ' +
    'إن لم تطلب ذلك فتجاهل الرسالة، ولن تصلك رسائل عنه.',
  codeInvalid: 'أدخل الرمز المكوّن من ٦ أرقام كما وصلك في الرسالة النصية.',
  codeWrong: (left: number) => `الرمز غير صحيح، ${triesLeft(left)}.`,
  codeExhausted: 'أُدخل رمز خاطئ ٥ مرات فتوقف هذا الرمز عن العمل. اطلب رمزًا جديدًا يصل إلى هاتفك.',
  codeExpired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا يصل إلى هاتفك.',
  noCode: 'لا يوجد رمز صالح لهذا الرقم الآن. اطلب رمزًا جديدًا يصل إلى هاتفك.',
  noPhone: 'لا يرسل هذا التبرع المجدول رسائل نصية، فلا يوجد رقم يحتاج إلى تأكيد.',
  confirmed: 'تأكد رقم هاتفك، وسيصلك رابط الدفع برسالة نصية في موعد كل تبرع.',
  codeSent: 'أرسلنا رمزًا جديدًا إلى هاتفك برسالة نصية، ويعمل ٢٤ ساعة.',
  /** a phone's code texts in 24 hours, across schedules and callers, are at most `max` */
  codesLimited: (max: number) =>
    `أرسلنا إلى هذا الرقم ${codeTexts(max)} برمز تأكيد خلال آخر ٢٤ ساعة، وهو أقصى ما نرسله إلى رقم واحد حمايةً لصاحبه. حاول مرة أخرى غدًا.`,
  /** one phone may be named by at most `max` schedules not cancelled */
  schedulesPerPhone: (max: number) =>
    `هذا الرقم مسجل بالفعل في ${schedules(max)} غير ملغاة، وهو أقصى عدد لرقم هاتف واحد. ألغِ أحدها من رابط إدارته، أو أدخل رقمًا آخر.`,
  /** the set-up's answer when a code was texted */
  createdWithCode:
    'أُعدّ تبرعك المجدول، وستصلك رسالة بتفاصيله. أرسلنا رمزًا إلى هاتفك: لن تصلك الرسائل النصية حتى تؤكده.',
} as const;
