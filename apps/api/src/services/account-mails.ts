import { apiMessages } from '@athar/contract/messages';
import type { Config } from '../config';
import { limitRules, type RateLimiter } from '../lib/rate-limiter';
import type { Mailer, OutgoingMail } from './mailer';

interface Recipient {
  email: string;
  user_name: string;
}

export interface MailContext {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  rateLimiter: RateLimiter;
}

/**
 * Every mail to a person's own address (verification, reset, a staff invitation) goes through here:
 * at most limitRules.mailRecipient an hour per address, whichever request asked for them, then a 429
 * (mailLimited). A mail that could not be sent is handed back.
 */
export async function sendToPerson({ mailer, rateLimiter }: MailContext, mail: OutgoingMail): Promise<void> {
  const reservation = await rateLimiter.reserve(
    [{ rule: limitRules.mailRecipient, subject: mail.to.trim().toLowerCase() }],
    apiMessages.mailLimited,
  );
  try {
    await mailer.send(mail);
  } catch (error) {
    await reservation.release();
    throw error;
  }
}

/** A mail with one link for a person to follow: its button opens `path` on the site. */
interface LinkMail {
  subject: string;
  paragraphs: string[];
  action: string;
  path: string;
  footnote: string;
}

/** Sends a LinkMail through sendToPerson, greeting its recipient by name. */
export function sendLinkMail(context: MailContext, to: { email: string; name: string }, mail: LinkMail) {
  return sendToPerson(context, {
    to: to.email,
    subject: mail.subject,
    title: `أهلًا ${to.name}`,
    paragraphs: mail.paragraphs,
    action: { label: mail.action, url: `${context.config.PUBLIC_URL}${mail.path}` },
    footnote: mail.footnote,
  });
}

/** The verification mail sent on registration: the link opens /Verifymail/<token>, valid 48 hours. */
export function sendVerificationMail(context: MailContext, to: Recipient, token: string) {
  return sendLinkMail(
    context,
    { email: to.email, name: to.user_name },
    {
      subject: 'فعّل حسابك في أثر',
      paragraphs: [
        'شكرًا لتسجيلك في أثر. اضغط الزر التالي لتأكيد بريدك الإلكتروني وتفعيل حسابك.',
        'الرابط صالح لمدة 48 ساعة، ويُستخدم مرة واحدة.',
      ],
      action: 'تفعيل الحساب',
      path: `/Verifymail/${token}`,
      footnote: 'إذا لم تنشئ حسابًا في أثر فتجاهل هذه الرسالة.',
    },
  );
}

/** The password reset mail: the link opens /ResetPassword/<token>, valid 1 hour. */
export function sendResetMail(context: MailContext, to: Recipient, token: string) {
  return sendLinkMail(
    context,
    { email: to.email, name: to.user_name },
    {
      subject: 'تعيين كلمة مرور جديدة في أثر',
      paragraphs: [
        'طلبت تعيين كلمة مرور جديدة لحسابك في أثر. اضغط الزر التالي واختر كلمة مرور جديدة.',
        'الرابط صالح لمدة ساعة واحدة، ويُستخدم مرة واحدة.',
      ],
      action: 'تعيين كلمة المرور',
      path: `/ResetPassword/${token}`,
      footnote: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء في حسابك.',
    },
  );
}
