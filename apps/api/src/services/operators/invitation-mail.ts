import { INVITATION_HOURS } from '@athar/contract/operator/team';
import { sendLinkMail, type MailContext } from '../account-mails';

/** The invitation to the operators' console: the link opens /operator/invitation/<token>, valid 72 hours. */
export function sendOperatorInvitation(
  context: MailContext,
  to: { email: string; name: string },
  token: string,
) {
  return sendLinkMail(context, to, {
    subject: 'دعوة إلى لوحة مشغّلي أثر',
    paragraphs: [
      'دعاك أحد مديري أثر إلى فريق المشغّلين الذين يديرون المنصة.',
      `اضغط الزر التالي لاختيار كلمة المرور، ثم سجّل الدخول وفعّل التحقق بخطوتين بتطبيق مصادقة على هاتفك. الرابط صالح لمدة ${INVITATION_HOURS} ساعة، ويُستخدم مرة واحدة.`,
    ],
    action: 'اختيار كلمة المرور',
    path: `/operator/invitation/${token}`,
    footnote: 'إذا لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة، ولن يُفعَّل الحساب.',
  });
}
