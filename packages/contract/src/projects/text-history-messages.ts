/** Arabic answers about a project's text history and its restore (docs/decisions/049). */
export const projectTextHistoryMessages = {
  versionNotFound: 'لم نجد هذه النسخة من نص المشروع',
  versionOutdated: (why: string) =>
    `لا تستوفي هذه النسخة شروط نص المشروع اليوم (${why})؛ اكتب التعديل من «تعديل المشروع»`,
  alreadyCurrent: 'هذه النسخة هي نص المشروع الحالي',
  restoredForReview: 'أُرسل النص القديم للمراجعة تعديلًا جديدًا؛ يبقى النص الحالي حتى يوافق عليه المشرف',
  restoredLive: 'استُرجع النص القديم وأصبح نص المشروع الآن',
} as const;
