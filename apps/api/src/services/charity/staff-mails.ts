import { sendLinkMail, type MailContext } from '../account-mails';

/** The invitation of a new staff member: the link opens /charity/set-password/<token>, valid 72 hours. */
export function sendStaffInvitation(
  context: MailContext,
  to: { email: string; name: string },
  token: string,
) {
  return sendLinkMail(context, to, {
    subject: 'دعوة إلى لوحة الجمعية في أثر',
    paragraphs: [
      'أُضيف بريدك إلى فريق الجمعية في لوحة أثر، حيث يعمل كلٌّ بحسب الأدوار التي اختارها له مسؤول الجمعية.',
      'اضغط الزر التالي لاختيار كلمة المرور. الرابط صالح لمدة 72 ساعة، ويُستخدم مرة واحدة.',
    ],
    action: 'تعيين كلمة المرور',
    path: `/charity/set-password/${token}`,
    footnote: 'إذا لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة.',
  });
}

/** The password reset of a staff member: the link opens /charity/reset-password/<token>, valid 1 hour. */
export function sendStaffResetMail(context: MailContext, to: { email: string; name: string }, token: string) {
  return sendLinkMail(context, to, {
    subject: 'تعيين كلمة مرور جديدة للوحة الجمعية في أثر',
    paragraphs: [
      'طلبت تعيين كلمة مرور جديدة لدخول لوحة الجمعية في أثر. اضغط الزر التالي واختر كلمة مرور جديدة.',
      'الرابط صالح لمدة ساعة واحدة، ويُستخدم مرة واحدة، وتبطل معه الروابط التي طلبتها قبله.',
    ],
    action: 'تعيين كلمة المرور',
    path: `/charity/reset-password/${token}`,
    footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء في حسابك.',
  });
}
