import type { Config } from '../config';
import type { Mailer } from './mailer';

interface Recipient {
  email: string;
  user_name: string;
}

interface MailContext {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** The verification mail sent on registration: the link opens /Verifymail/<token>, valid 48 hours. */
export function sendVerificationMail({ mailer, config }: MailContext, to: Recipient, token: string) {
  return mailer.send({
    to: to.email,
    subject: 'فعّل حسابك في أثر',
    title: `أهلًا ${to.user_name}`,
    paragraphs: [
      'شكرًا لتسجيلك في أثر. اضغط الزر التالي لتأكيد بريدك الإلكتروني وتفعيل حسابك.',
      'الرابط صالح لمدة 48 ساعة، ويُستخدم مرة واحدة.',
    ],
    action: { label: 'تفعيل الحساب', url: `${config.PUBLIC_URL}/Verifymail/${token}` },
    footnote: 'إذا لم تنشئ حسابًا في أثر فتجاهل هذه الرسالة.',
  });
}

/** The password reset mail: the link opens /ResetPassword/<token>, valid 1 hour. */
export function sendResetMail({ mailer, config }: MailContext, to: Recipient, token: string) {
  return mailer.send({
    to: to.email,
    subject: 'تعيين كلمة مرور جديدة في أثر',
    title: `أهلًا ${to.user_name}`,
    paragraphs: [
      'طلبت تعيين كلمة مرور جديدة لحسابك في أثر. اضغط الزر التالي واختر كلمة مرور جديدة.',
      'الرابط صالح لمدة ساعة واحدة، ويُستخدم مرة واحدة.',
    ],
    action: { label: 'تعيين كلمة المرور', url: `${config.PUBLIC_URL}/ResetPassword/${token}` },
    footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء في حسابك.',
  });
}
