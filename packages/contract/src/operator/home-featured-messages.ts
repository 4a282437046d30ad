/** Arabic answers about the home page's featured campaigns and projects (docs/decisions/043). */
export const homeFeaturedMessages = {
  tooManyCampaigns: 'اختر 5 حملات على الأكثر',
  tooManyProjects: 'اختر 6 مشاريع على الأكثر',
  badId: 'اختر حملة أو مشروعًا من القائمة',
  repeated: 'اخترت العنصر نفسه مرتين',
  campaignNotListed: (id: number) =>
    `الحملة رقم ${id} لا تظهر في القوائم الآن (لم تبلغ 100 جنيه أو أوقفتها المراجعة)`,
  projectNotListed: (id: number) => `المشروع رقم ${id} غير متاح (لم يُعتمد أو أُوقف)`,
  unchanged: 'لم يتغير شيء في الاختيار',
  saved: 'تم حفظ اختيار الصفحة الرئيسية',
} as const;
