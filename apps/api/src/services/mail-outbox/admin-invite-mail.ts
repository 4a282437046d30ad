import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { inviteForMail } from '../../db/queries/admin-invites';
import type { Database } from '../../db/schema';
import { formatCairoDateTime } from '../../lib/cairo-time';
import type { OutgoingMail } from '../mailer';
import { invitationUrl, inviteKey, inviteToken } from '../remembrance/co-admins-links';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'admin_invite' }>['payload'];

/**
 * The invitation to manage a campaign with its creator: who invites, for whom, the link (its token
 * rebuilt from the row's nonce with the server's key: co-admins-links.ts) and until when. None once
 * the invitation was accepted, withdrawn or has expired.
 */
export async function adminInviteMail(
  db: Kysely<Database>,
  publicUrl: string,
  { invite_id, nonce }: Payload,
  unsubscribeKey: string | undefined,
): Promise<OutgoingMail | null> {
  if (!unsubscribeKey) throw new Error('invitation mails need the server key');
  const invite = await inviteForMail(db, invite_id, new Date());
  if (!invite) return null;
  const gender = invite.deceased_gender;
  const inviter = invite.inviter_name?.trim() || 'صاحب الحملة';
  return {
    to: invite.email,
    subject: `دعوة للمشاركة في إدارة حملة ${invite.title} في أثر`,
    title: 'دعوة للمشاركة في إدارة الحملة',
    paragraphs: [
      `وصلتك دعوة من ${inviter} للمشاركة في إدارة حملة الصدقة في ذكرى ${withTheLate(invite.title, gender)}، ${deceasedWords.mercy(gender)}.`,
      'بعد قبول الدعوة تستطيع تعديل نص الحملة وصورتها، ونشر أخبار العائلة لمتابعي الحملة، ومراجعة الأدعية، ورؤية قائمة المتبرعين كما تراها العائلة.',
      'لقبول الدعوة افتح الرابط وسجّل الدخول بحساب بهذا البريد الإلكتروني نفسه. وإن لم يكن لك حساب فأنشئه بهذا البريد، وتنتظرك الدعوة بعد تأكيده وتسجيل الدخول.',
      `صالحة حتى: ${formatCairoDateTime(new Date(invite.expires_at))} بتوقيت القاهرة`,
      `${deceasedWords.prayer(gender)}.`,
    ],
    action: {
      label: 'قبول الدعوة',
      url: invitationUrl(publicUrl, inviteToken(inviteKey(unsubscribeKey), nonce)),
    },
    footnote: 'إن لم تكن تعرف صاحب الدعوة فتجاهل هذه الرسالة، ولن يتغير شيء. لا تشارك الرابط مع أحد.',
  };
}
