/** The three steps of starting a campaign: choose its project, create it, share it. */
export const campaignStepsMessages = {
  label: 'خطوات إنشاء الحملة',
  steps: ['اختر المشروع', 'أنشئ الحملة', 'انشرها على نطاق واسع'],
  stepOf: (step: number) => `الخطوة ${step} من 3`,
} as const;
