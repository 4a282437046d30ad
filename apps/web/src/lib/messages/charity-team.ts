import type { StaffRole } from '@athar/contract/charity/staff-roles';

/** «فريق الجمعية»: the charity admin's page of its staff and its tax number (issues 37 and 39). */
export const charityTeamMessages = {
  nav: 'فريق الجمعية',
  title: 'فريق الجمعية',
  lead: 'موظفو الجمعية وأدوارهم. كل تغيير يطلب رمز التحقق من جديد، ويُسجَّل في سجل نشاط الجمعية.',
  roles: {
    admin: 'مسؤول الجمعية',
    collector: 'محصّل نقدي',
    editor: 'محرر المشاريع والتحديثات',
    finance: 'المالية',
  } satisfies Record<StaffRole, string>,
  roleHints: {
    admin: 'يدير الفريق والإعدادات ويرى كل الصفحات',
    collector: 'طابور التبرعات النقدية والسجلات',
    editor: 'المشاريع وتحديثات التنفيذ، بلا بيانات المتبرعين ولا الرسوم',
    finance: 'مطالبات رسوم الخدمة والسجلات',
  } satisfies Record<StaffRole, string>,
  waiting: 'لم يختر كلمة المرور بعد',
  disabledBadge: 'موقوف',
  you: 'أنت',
  saveRoles: 'حفظ الأدوار',
  disable: 'إيقاف',
  enable: 'إعادة التفعيل',
  rolesLegend: (name: string) => `أدوار ${name}`,
  invite: {
    title: 'دعوة موظف',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    roles: 'الأدوار',
    submit: 'إرسال الدعوة',
    sending: 'جارٍ الإرسال…',
    note: 'يصل إلى الموظف رابط لاختيار كلمة المرور، صالح 72 ساعة ويُستخدم مرة واحدة.',
  },
  tax: {
    title: 'رقم التسجيل الضريبي',
    lead: 'يظهر في الفاتورة الإلكترونية لمطالبات رسوم الخدمة؛ بدونه لا تُصدر الفاتورة الإلكترونية.',
    label: 'رقم التسجيل الضريبي (9 أرقام)',
    missing: 'لم يُسجَّل رقم التسجيل الضريبي بعد',
    submit: 'حفظ الرقم',
    saving: 'جارٍ الحفظ…',
  },
  stepUp: {
    title: 'أدخل رمز التحقق لإتمام التغيير',
    lead: 'تغيير فريق الجمعية أو رقمها الضريبي يطلب رمزًا جديدًا من تطبيق المصادقة.',
    submit: 'تحقق وأتمّ التغيير',
    submitting: 'جارٍ التحقق…',
    cancel: 'إلغاء',
  },
} as const;
