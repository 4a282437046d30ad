/** A page a later issue builds (components/under-construction.tsx): its own chunk's words, not the shell's. */
export const underConstructionMessages = {
  heading: 'هذه الصفحة قيد الإنشاء',
  text: 'نعمل على تجهيزها الآن، وستكون متاحة قريبًا بإذن الله.',
  backHome: 'العودة إلى الرئيسية',
} as const;
