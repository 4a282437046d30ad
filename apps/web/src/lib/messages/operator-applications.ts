import type { ApplicationStatus } from '@athar/contract/applications/application-fields';
import type { APPLICATION_FILTERS } from '@athar/contract/applications/operator-applications';

type Filter = (typeof APPLICATION_FILTERS)[number];

/** /operator/applications (onboarding, admin): the charities' applications to join Athar (issue 37). */
export const operatorApplicationMessages = {
  title: 'طلبات انضمام الجمعيات',
  lead: 'راجع بيانات كل جمعية ومستنداتها، ثم اقبل الطلب أو اطلب تعديلًا أو ارفضه بسبب. كل تنزيل لمستند يُسجّل في سجل التدقيق.',
  tabsLabel: 'حالة الطلبات',
  tabs: {
    open: 'بانتظار المراجعة',
    submitted: 'مقدّمة',
    changes_requested: 'بانتظار رد الجمعية',
    approved: 'مقبولة',
    refused: 'مرفوضة',
    all: 'الكل',
  } satisfies Record<Filter, string>,
  listLabel: (tab: string) => `الطلبات: ${tab}`,
  empty: 'لا توجد طلبات هنا',
  more: 'المزيد من الطلبات',
  statuses: {
    submitted: 'بانتظار المراجعة',
    changes_requested: 'بانتظار رد الجمعية',
    approved: 'مقبول',
    refused: 'مرفوض',
  } satisfies Record<ApplicationStatus, string>,
  open: (name: string) => `مراجعة طلب ${name}`,
  back: 'العودة إلى الطلبات',
  registration: 'رقم الإشهار',
  governorate: 'المحافظة',
  address: 'العنوان',
  contact: 'مسؤول التواصل',
  phone: 'المحمول',
  email: 'البريد الإلكتروني',
  website: 'الموقع',
  bank: 'البنك',
  holder: 'صاحب الحساب',
  iban: 'IBAN',
  submittedAt: 'تاريخ التقديم',
  lastMessage: 'آخر رسالة للجمعية',
  documents: 'المستندات',
  openDocument: (kind: string) => `نزّل ${kind}`,
  approve: 'اقبل الطلب',
  requestChanges: 'اطلب تعديلًا',
  refuse: 'ارفض الطلب',
  changesTitle: 'طلب تعديل من الجمعية',
  changesLead: 'اكتب ما يجب أن تعدّله الجمعية أو تستبدله؛ تصلها الرسالة بالبريد وتراها في صفحة متابعة طلبها.',
  refuseTitle: 'رفض الطلب',
  refuseLead: 'اكتب سبب الرفض؛ يصل إلى الجمعية بالبريد ويظهر في صفحة متابعة طلبها.',
  messageLabel: 'الرسالة',
  send: 'أرسل',
  charityCreated: 'أُنشئت الجمعية (مخفية حتى يُعتمد لها مشروع وتصريح ساري)',
} as const;
