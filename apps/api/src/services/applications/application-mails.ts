import { sendLinkMail, sendToPerson, type MailContext } from '../account-mails';

interface Applicant {
  contact_email: string;
  contact_name: string;
  legal_name: string;
}

const to = (applicant: Applicant) => ({ email: applicant.contact_email, name: applicant.contact_name });
const TRACK_AGAIN = 'افتح رابط متابعة الطلب الذي وصلك عند تقديمه لترى التفاصيل.';

/** The tracking link of a new application: /JoinAsCharity/track/<token>, valid as long as the application. */
export function sendTrackingMail(context: MailContext, applicant: Applicant, token: string) {
  return sendLinkMail(context, to(applicant), {
    subject: `وصل طلب انضمام ${applicant.legal_name} إلى أثر`,
    paragraphs: [
      `وصل طلب انضمام ${applicant.legal_name} إلى أثر، وسيراجعه فريقنا ومستنداته.`,
      'من رابط المتابعة ترى حالة الطلب، وترد إن طلبنا تعديلًا. احتفظ بهذه الرسالة: الرابط لا يُرسل مرة أخرى.',
    ],
    action: 'متابعة الطلب',
    path: `/JoinAsCharity/track/${token}`,
    footnote: 'لا تشارك هذا الرابط: من يفتحه يرى بيانات الطلب ويعدّلها.',
  });
}

/** A change request: what the operator asked, answered on the tracking page. */
export function sendChangesRequestedMail(context: MailContext, applicant: Applicant, message: string) {
  return sendToPerson(context, {
    to: applicant.contact_email,
    subject: `طلب تعديل على طلب انضمام ${applicant.legal_name}`,
    title: `أهلًا ${applicant.contact_name}`,
    paragraphs: [`راجع فريق أثر طلب انضمام ${applicant.legal_name}، ويطلب ما يلي:`, message, TRACK_AGAIN],
    footnote: 'يبقى الطلب في انتظار ردك.',
  });
}

export function sendRefusedMail(context: MailContext, applicant: Applicant, reason: string) {
  return sendToPerson(context, {
    to: applicant.contact_email,
    subject: `لم يُقبل طلب انضمام ${applicant.legal_name}`,
    title: `أهلًا ${applicant.contact_name}`,
    paragraphs: [`راجع فريق أثر طلب انضمام ${applicant.legal_name}، ولم يُقبل للسبب التالي:`, reason],
    footnote: 'إن زال السبب فيمكنك تقديم طلب جديد.',
  });
}

/** The approval; the invitation that sets the admin's password follows in its own mail. */
export function sendApprovedMail(context: MailContext, applicant: Applicant) {
  return sendToPerson(context, {
    to: applicant.contact_email,
    subject: `قُبل طلب انضمام ${applicant.legal_name} إلى أثر`,
    title: `أهلًا ${applicant.contact_name}`,
    paragraphs: [
      `قُبل طلب انضمام ${applicant.legal_name} إلى أثر، وأصبحت مديرًا للوحة الجمعية.`,
      'تصلك رسالة أخرى فيها رابط اختيار كلمة المرور، ثم تفعّل التحقق بخطوتين عند أول دخول.',
      'تظهر الجمعية للمتبرعين بعد اعتماد أول مشروع لها وتسجيل تصريح جمع التبرعات عبر الإنترنت.',
    ],
    footnote: 'يصلك هذا البريد لأنك مسؤول التواصل في طلب الانضمام.',
  });
}
