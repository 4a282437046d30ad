import type { Config } from '../../config';
import type { Mailer } from '../mailer';

interface MailContext {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** The invitation of a new staff member: the link opens /charity/set-password/<token>, valid 7 days. */
export function sendStaffInvitation(
  { mailer, config }: MailContext,
  to: { email: string; name: string },
  token: string,
) {
  return mailer.send({
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
