/**
 * The charity console's projects page (/charity/projects): each project's honest labels (docs/decisions/018).
 */
export const projectLabelsMessages = {
  projectLabels: {
    nav: 'المشاريع',
    title: 'المشاريع',
    lead: 'صنّف كل مشروع بصدق كما يراه المتبرع في صفحة المشروع وصفحات الحملات: صدقة جارية للأصل الدائم فقط، وبيّن هل يجوز إخراج الزكاة له.',
    listLabel: 'مشاريع الجمعية',
    kindLegend: 'نوع الصدقة',
    kind: {
      jariya: 'صدقة جارية (أصل دائم: بئر، مبنى، أجهزة)',
      sadaqa: 'صدقة',
    },
    kindHint: 'الوجبات والملابس والعلاج والكفالات صدقة، وليست صدقة جارية.',
    zakat: 'يجوز إخراج الزكاة لهذا المشروع',
    zakatHint: 'حين يصل المال إلى الفقراء والمساكين أنفسهم أو يُنفق على حاجتهم.',
    unitCost: (amount: string) => `تكلفة الوحدة: ${amount}`,
    save: 'حفظ التصنيف',
    saving: 'جارٍ الحفظ…',
    saved: 'تم الحفظ',
    emptyTitle: 'لا توجد مشاريع لهذه الجمعية بعد',
  },
} as const;
