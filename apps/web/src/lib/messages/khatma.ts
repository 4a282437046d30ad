import { countText } from '@athar/contract/plural';
import { deceasedWords, withTheLate, type DeceasedGender } from '@athar/contract/deceased-gender';
import {
  KHATMA_HOLD_DAYS,
  KHATMA_PARTS,
  khatmaMessages as khatmaApiMessages,
} from '@athar/contract/remembrance/khatma-messages';

/** «اكتملت ختمتان حتى الآن»: the finished khatmas, counted in agreement */
const finishedCount = (count: number) =>
  countText(count, {
    zero: 'لم تكتمل ختمة بعد',
    one: 'اكتملت ختمة واحدة حتى الآن',
    two: 'اكتملت ختمتان حتى الآن',
    few: (n) => `اكتملت ${n} ختمات حتى الآن`,
    many: (n) => `اكتملت ${n} ختمةً حتى الآن`,
    other: (n) => `اكتملت ${n} ختمة حتى الآن`,
  });

/** The shared khatma on the campaign page (PRODUCT.md §11.2): the grid, the reservation, «قرأته». */
export const khatmaMessages = {
  title: 'ختمة القرآن الكريم',
  lead: (title: string, gender: DeceasedGender) =>
    `اختر جزءًا من أجزاء القرآن الثلاثين لتقرأه ترحّمًا على ${withTheLate(title, gender)}، ${deceasedWords.mercy(gender)}. حين تُقرأ الأجزاء كلها تكتمل الختمة.`,
  khatmaNumber: (number: number) => (number === 1 ? 'الختمة الأولى' : `الختمة رقم ${number}`),
  progress: (reserved: number, read: number) =>
    `حُجز ${reserved} من ${KHATMA_PARTS} جزءًا، وقُرئ ${read} من ${KHATMA_PARTS}`,
  progressLabel: 'الأجزاء المقروءة من الختمة',
  finishedCount,
  finished: (number: number) =>
    `اكتملت ${number === 1 ? 'الختمة الأولى' : `الختمة رقم ${number}`} بقراءة أجزائها الثلاثين، جزى الله القراء خيرًا.`,
  waitingForNext: 'حين تبدأ الأسرة الختمة التالية يمكنك أن تحجز جزءًا منها.',
  loading: 'جارٍ تحميل الختمة…',
  loadFailed: 'تعذّر تحميل الختمة.',
  retry: 'أعد المحاولة',
  /** the family's side */
  family: {
    noneTitle: 'لم تبدأ ختمة بعد',
    noneText: (gender: DeceasedGender) =>
      `ابدأ ختمة ${deceasedWords.inTheirMemory(gender)} ليحجز الأهل والأصدقاء أجزاءها الثلاثين ويقرؤوها.`,
    open: 'ابدأ ختمة',
    openNext: 'ابدأ الختمة التالية',
    opening: 'جارٍ البدء…',
  },
  grid: {
    label: 'أجزاء الختمة',
    legend: 'اضغط على جزء متاح لتحجزه.',
    legendFinished: 'اكتملت هذه الختمة: قُرئت أجزاؤها الثلاثون كلها.',
    states: { free: 'متاح', reserved: 'محجوز', read: 'قُرئ' },
    cell: (juz: number, state: string) => `الجزء ${juz}: ${state}`,
    cellMine: (juz: number, state: string) => `الجزء ${juz}: ${state} لك`,
    cellNamed: (juz: number, state: string, name: string) => `الجزء ${juz}: ${state}، ${name}`,
    juz: (juz: number) => `الجزء ${juz}`,
    mine: 'لك',
  },
  readers: {
    title: 'قرأ معنا',
    item: (juz: number, name: string) => `${name}: الجزء ${juz}`,
  },
  reserve: {
    title: (juz: number) => `احجز الجزء ${juz}`,
    intro: `احجز الجزء لتقرأه خلال ${KHATMA_HOLD_DAYS} أيام، ثم عُد إلى هذه الصفحة من الجهاز نفسه واضغط «قرأته»، أو اكتب بريدك أو هاتفك ليصلك رابط تعلّمه به من أي جهاز. إن لم تعلّمه مقروءًا خلالها يعود الجزء متاحًا لغيرك.`,
    name: 'اسمك (اختياري)',
    nameHint: 'من حرفين إلى 60 حرفًا، دون رموز.',
    showName: 'أظهر اسمي مع الجزء لزوار الصفحة',
    showNameHint: 'إن لم تختر ذلك لا يظهر اسمك لأحد.',
    contact: 'بريدك الإلكتروني أو رقم هاتفك المحمول (اختياري)',
    contactHint: `نرسل إليه رسالة واحدة فيها رابط «${khatmaApiMessages.readLinkAction}» لتعلّم الجزء مقروءًا من أي جهاز، ولا نستعمله لغير ذلك ولا يظهر لأحد.`,
    submit: 'احجز الجزء',
    busy: 'جارٍ الحجز…',
    cancel: 'إلغاء',
  },
  mine: {
    title: 'أجزائي',
    lead: 'الأجزاء التي حجزتها من هذا الجهاز أو بحسابك.',
    reserved: 'محجوز لك',
    read: 'قرأته، تقبّل الله منك',
    markRead: 'قرأته',
    markReadLabel: (juz: number) => `قرأت الجزء ${juz}`,
    marking: 'جارٍ الحفظ…',
  },
  /** the page a reservation's «read» link opens (issue 35): a press marks it, opening it does nothing */
  readLink: {
    title: 'تعليم جزئك من الختمة مقروءًا',
    lead: 'وصلك هذا الرابط حين حجزت جزءًا من ختمة هذه الحملة. إن فرغت من قراءته فاضغط الزر ليظهر مقروءًا في الختمة.',
    action: khatmaApiMessages.readLinkAction,
    working: 'جارٍ الحفظ…',
    toKhatma: 'انظر الجزء في الختمة',
  },
  /** the share of the khatma's invitation sits here (PRODUCT.md §11.7) */
  shareSlotLabel: 'ادعُ غيرك إلى الختمة',
} as const;
