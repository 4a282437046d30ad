/** The operators' console: the family's appeals in a campaign's case (migration 044). */
export const operatorAppealMessages = {
  title: 'طعون العائلة',
  lead: 'طلبت العائلة مراجعة قرار. يبت فيه مشرف غير الذي اتخذه أو وافق عليه، والسبب يصل إلى العائلة.',
  mark: 'طعن',
  outcome: {
    paused: 'إيقاف التبرع مؤقتًا',
    taken_down: 'حجب الصفحة',
    hidden: (part: string) => `إخفاء ${part}`,
  },
  decision: 'القرار الأصلي:',
  decisionReason: 'سببه:',
  decidedBy: (by: string, approvedBy: string | null) =>
    approvedBy ? `اتخذه ${by} ووافق عليه ${approvedBy}` : `اتخذه ${by}`,
  familyWords: 'ما كتبته العائلة:',
  state: { open: 'ينتظر القرار', upheld: 'بقي القرار', granted: 'قُبل ورُفع القرار' },
  answered: (by: string) => `بتّ فيه ${by}:`,
  yours: 'شاركتَ في هذا القرار، فيبت في طعنه مشرف آخر.',
  results: { upheld: 'إبقاء القرار', granted: 'قبول الطعن ورفع القرار' },
  resultLead: {
    upheld: 'يبقى القرار كما هو، وتصل العائلة رسالة بالسبب.',
    granted: 'يُرفع القرار كما تفعل «إعادة الحملة كما كانت» لهذا النوع، وتصل العائلة رسالة بالسبب.',
  },
  reasonLabel: 'السبب (يصل إلى العائلة)',
  send: 'تنفيذ',
} as const;
