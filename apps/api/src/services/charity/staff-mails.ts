import { sendToPerson, type MailContext } from '../account-mails';

/** The invitation of a new staff member: the link opens /charity/set-password/<token>, valid 7 days. */
export function sendStaffInvitation(
  context: MailContext,
  to: { email: string; name: string },
  token: string,
) {
  const { config } = context;
  return sendToPerson(context, {
    to: to.email,
    subject: 'دعوة إلى لوحة الجمعية في أثر',
    title: `أهلًا ${to.name}`,
    paragraphs: [
      'أُضيف بريدك إلى لوحة الجمعية في أثر، حيث تتابع التبرعات النقدية وتؤكد تحصيلها.',
      'اضغط الزر التالي لاختيار كلمة المرور. الرابط صالح لمدة 7 أيام، ويُستخدم مرة واحدة.',
    ],
    action: { label: 'تعيين كلمة المرور', url: `${config.PUBLIC_URL}/charity/set-password/${token}` },
    footnote: 'إذا لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة.',
  });
}
