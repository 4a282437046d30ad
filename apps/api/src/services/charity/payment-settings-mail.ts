import type { Kysely } from 'kysely';
import { describeChanges } from '@athar/contract/charity/payment-settings';
import { findPaymentSettingChange, staffMailee } from '../../db/queries/payment-settings';
import type { Database } from '../../db/schema';
import { formatCairoDateTime } from '../../lib/cairo-time';
import type { OutgoingMail } from '../mailer';

const settingsUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/charity/payment-settings`;

/** To each admin of the charity: its payment settings changed (or the change was refused), by whom, when. */
export async function paymentSettingsDecidedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { change_id, staff_id }: { change_id: number; staff_id: number },
): Promise<OutgoingMail | null> {
  const [change, staff] = await Promise.all([
    findPaymentSettingChange(db, change_id),
    staffMailee(db, staff_id),
  ]);
  if (!change || !staff || Number(staff.ngo_id) !== change.ngo_id || !change.decided_at) return null;
  const approved = change.status === 'approved';
  const when = formatCairoDateTime(new Date(change.decided_at));
  const lines = describeChanges(change.before, change.after);
  return {
    to: staff.email,
    subject: approved
      ? `تغيّرت إعدادات الدفع لـ${change.ngo_name} في أثر`
      : `رُفض تغيير إعدادات الدفع لـ${change.ngo_name} في أثر`,
    title: `أهلًا ${staff.staff_name}`,
    paragraphs: [
      approved
        ? `طُبّق تغيير إعدادات الدفع لـ${change.ngo_name} يوم ${when} بتوقيت القاهرة. هذا ما تغيّر:`
        : `رُفض تغيير إعدادات الدفع لـ${change.ngo_name} يوم ${when} بتوقيت القاهرة، ولم يتغير شيء. هذا ما كان مقترحًا:`,
      ...lines,
      `اقترحه: ${change.proposed_by_name}`,
      `${approved ? 'وافق عليه' : 'رفضه'}: ${change.decided_by_name ?? 'فريق أثر'}`,
      `سبب التغيير: ${change.reason}`,
      'إن لم تكن الجمعية وراء هذا التغيير فاتصل بفريق أثر فورًا.',
    ],
    action: { label: 'فتح إعدادات الدفع', url: settingsUrl(publicUrl) },
    footnote: 'يصلك هذا البريد لأنك من مديري الجمعية في أثر: كل تغيير لوجهة أموال الجمعية يُبلَّغ لمديريها.',
  };
}
