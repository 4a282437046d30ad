import { INVITATION_HOURS } from '@athar/contract/operator/team';

/** The operators' team on /operator/operators and the invitation page (/operator/invitation/<token>). */
export const operatorTeamMessages = {
  invite: {
    open: 'إضافة مشغّل',
    title: 'إضافة مشغّل',
    lead: `يصل المشغّلَ بريدٌ فيه رابط لاختيار كلمة المرور، صالح ${INVITATION_HOURS} ساعة. ثم يسجّل الدخول ويفعّل التحقق بخطوتين.`,
    email: 'البريد الإلكتروني',
    name: 'الاسم',
    duties: 'المهام',
    adminNote:
      'صلاحية إدارة المشغّلين لا تُمنح مع الدعوة: اطلبها بعد ذلك من «تعديل المهام» ويوافق عليها مشغّل آخر.',
    submit: 'إرسال الدعوة',
    sending: 'جارٍ الإرسال…',
    cancel: 'إلغاء',
  },
  pending: 'بانتظار تفعيل الحساب',
  disabled: 'الحساب موقوف',
  status: 'الحالة',
  resend: 'إعادة إرسال الدعوة',
  resending: 'جارٍ الإرسال…',
  resendLabel: (name: string) => `إعادة إرسال الدعوة إلى ${name}`,
  disable: {
    open: 'إيقاف الحساب',
    label: (name: string) => `إيقاف حساب ${name}`,
    title: (name: string) => `إيقاف حساب ${name}`,
    lead: 'تنتهي جلساته كلها فورًا، ولا يستطيع الدخول، وتُسحب طلباته المفتوحة. يبقى سجله كما هو، ويمكن إعادة تفعيله لاحقًا.',
    submit: 'إيقاف الحساب',
  },
  enable: {
    open: 'إعادة التفعيل',
    label: (name: string) => `إعادة تفعيل حساب ${name}`,
    title: (name: string) => `إعادة تفعيل حساب ${name}`,
    lead: 'يسجّل الدخول من جديد بكلمة مروره، ويبقى التحقق بخطوتين كما كان.',
    submit: 'إعادة التفعيل',
  },
  reasonLabel: 'السبب',
  invitation: {
    title: 'الانضمام إلى فريق المشغّلين',
    lead: 'اختر كلمة مرور لحسابك في لوحة المشغّلين. بعدها تسجّل الدخول وتفعّل التحقق بخطوتين بتطبيق المصادقة.',
    submit: 'حفظ كلمة المرور',
    submitting: 'جارٍ الحفظ…',
    login: 'الذهاب إلى دخول المشغّلين',
  },
} as const;
