import type { Kysely } from 'kysely';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { staffToRemind } from '../../db/queries/fee-statement-writes';
import { feeStatementById } from '../../db/queries/fee-statements';
import type { Database } from '../../db/schema';
import { formatCairoDateTime } from '../../lib/cairo-time';
import type { OutgoingMail } from '../mailer';

interface Payload {
  statement_id: number;
  staff_id: number;
  days: 15 | 30;
}

const statementsUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/charity/fee-statements`;

/** To a charity's finance staff member or admin: the statement is still unpaid; none once it is paid. */
export async function feeReminderMail(
  db: Kysely<Database>,
  publicUrl: string,
  { statement_id, staff_id, days }: Payload,
): Promise<OutgoingMail | null> {
  const [statement, staff] = await Promise.all([
    feeStatementById(db, statement_id),
    staffToRemind(db, staff_id),
  ]);
  if (!statement || !staff || statement.status !== 'issued' || staff.ngo_id !== statement.ngo_id) return null;
  const due = piasters(statement.total_due - Number(statement.credited));
  return {
    to: staff.email,
    subject: `تذكير: مطالبة رسوم الخدمة رقم ${statement.number} لم تُسدَّد بعد`,
    title: `أهلًا ${staff.staff_name}`,
    paragraphs: [
      `مرّ ${days} يومًا على إصدار مطالبة رسوم خدمة أثر رقم ${statement.number} لـ${statement.ngo_name} عن شهر ${statement.month}، ولم يُسجَّل سدادها بعد.`,
      `المبلغ المستحق: ${formatPiasters(due)}`,
      `تاريخ الإصدار: ${formatCairoDateTime(new Date(statement.issued_at))}`,
      'الرسوم تُحصَّل منفصلة عن التبرعات: وصلت كل التبرعات إلى الجمعية كاملة.',
      'حوّل المبلغ إلى حساب الشركة واذكر رقم المطالبة في بيان التحويل، وتجد المطالبة وملفاتها في لوحة الجمعية.',
    ],
    action: { label: 'فتح مطالبات رسوم الخدمة', url: statementsUrl(publicUrl) },
    footnote: 'يصلك هذا التذكير لأنك من موظفي المالية أو مديري الجمعية في أثر.',
  };
}
