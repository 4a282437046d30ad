import type { Kysely } from 'kysely';
import { findPermit } from '../../db/queries/charity-permits';
import { staffMailee } from '../../db/queries/payment-settings';
import type { Database } from '../../db/schema';
import { formatDay } from '../../lib/cairo-time';
import type { OutgoingMail } from '../mailer';

const permitsUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/charity/permits`;

/** To each admin of the charity: its permit request was approved or refused, or its permit revoked. */
export async function permitDecidedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { permit_id, staff_id }: { permit_id: number; staff_id: number },
): Promise<OutgoingMail | null> {
  const [permit, staff] = await Promise.all([findPermit(db, permit_id), staffMailee(db, staff_id)]);
  if (!permit || !staff || Number(staff.ngo_id) !== permit.ngo_id || permit.status === 'requested')
    return null;
  const number = permit.permit_number;
  const period = `مدته: من ${formatDay(permit.starts_on)} إلى ${formatDay(permit.ends_on)}`;
  const [subject, outcome] = permit.revoked_at
    ? [
        `أُلغي تصريح جمع التبرعات رقم ${number}`,
        'ألغى فريق أثر هذا التصريح، فلم تعد التبرعات تُقبل بموجبه. إن لم يكن للجمعية تصريح ساري غيره تتوقف التبرعات لحملاتها حتى يُسجَّل تصريح جديد.',
      ]
    : permit.status === 'approved'
      ? [`قُبل تصريح جمع التبرعات رقم ${number}`, 'قبل فريق أثر طلب التصريح، ويسري من أول يوم في مدته.']
      : [
          `رُفض طلب تصريح جمع التبرعات رقم ${number}`,
          `رفض فريق أثر طلب التصريح. السبب: ${permit.refusal_reason ?? '—'}`,
        ];
  return {
    to: staff.email,
    subject,
    title: `أهلًا ${staff.staff_name}`,
    paragraphs: [
      outcome,
      `رقم التصريح: ${number}`,
      ...(permit.purpose ? [`الغرض: ${permit.purpose}`] : []),
      `الجهة المصدرة: ${permit.issuing_body}`,
      period,
    ],
    action: { label: 'فتح صفحة التصاريح', url: permitsUrl(publicUrl) },
    footnote: 'يصلك هذا البريد لأنك من مديري الجمعية في أثر.',
  };
}
