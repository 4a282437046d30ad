import type { Kysely } from 'kysely';
import { permitNoticeSubject } from '../../db/queries/permit-notices';
import type { Database } from '../../db/schema';
import { addDays, cairoDay, formatDay } from '../../lib/cairo-time';
import type { OutgoingMail } from '../mailer';

export interface PermitNoticePayload {
  permit_id: number;
  staff_id: number;
}

const permitsUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/charity/permits`;

/** Whole days from today's Cairo day to `day`, both `YYYY-MM-DD`. */
function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

function daysLeftText(days: number): string {
  if (days <= 0) return 'اليوم هو آخر يوم فيه';
  if (days === 1) return 'يبقى فيه يوم واحد';
  if (days === 2) return 'يبقى فيه يومان';
  if (days <= 10) return `يبقى فيه ${days} أيام`;
  return `يبقى فيه ${days} يومًا`;
}

/** To a staff member: the charity's online permit ends within 30 days and no later one follows it. */
export async function permitExpiringMail(
  db: Kysely<Database>,
  publicUrl: string,
  { permit_id, staff_id }: PermitNoticePayload,
): Promise<OutgoingMail | null> {
  const permit = await permitNoticeSubject(db, permit_id, staff_id);
  if (!permit) return null;
  const left = daysUntil(permit.ends_on, cairoDay(new Date()));
  return {
    to: permit.email,
    subject: `تصريح جمع التبرعات رقم ${permit.permit_number} ينتهي يوم ${formatDay(permit.ends_on)}`,
    title: `أهلًا ${permit.staff_name}`,
    paragraphs: [
      `ينتهي تصريح جمع التبرعات عبر الإنترنت لـ${permit.ngo_name} يوم ${formatDay(permit.ends_on)}، و${daysLeftText(left)}.`,
      `رقم التصريح: ${permit.permit_number}`,
      `الجهة المصدرة: ${permit.issuing_body}`,
      `مدته: من ${formatDay(permit.starts_on)} إلى ${formatDay(permit.ends_on)}`,
      `إن لم يُسجَّل تصريح جديد يبدأ قبل ${formatDay(addDays(permit.ends_on, 1))} تتوقف التبرعات لكل حملات الجمعية في ذلك اليوم تلقائيًا، ثم تعود فور تسجيله.`,
      'اطلب تسجيل التصريح الجديد من صفحة «التصاريح» في لوحة الجمعية.',
    ],
    action: { label: 'فتح صفحة التصاريح', url: permitsUrl(publicUrl) },
    footnote: 'يصلك هذا التنبيه مرة واحدة لكل تصريح، لأنك من موظفي الجمعية في أثر.',
  };
}

/** To a staff member: no online permit covers today, so the charity's campaigns take no donations. */
export async function permitExpiredMail(
  db: Kysely<Database>,
  publicUrl: string,
  { permit_id, staff_id }: PermitNoticePayload,
): Promise<OutgoingMail | null> {
  const permit = await permitNoticeSubject(db, permit_id, staff_id);
  if (!permit) return null;
  return {
    to: permit.email,
    subject: `انتهى تصريح جمع التبرعات رقم ${permit.permit_number}: التبرعات لحملات الجمعية متوقفة`,
    title: `أهلًا ${permit.staff_name}`,
    paragraphs: [
      `انتهى تصريح جمع التبرعات عبر الإنترنت لـ${permit.ngo_name} يوم ${formatDay(permit.ends_on)}، ولا يوجد تصريح ساري بعده.`,
      `رقم التصريح: ${permit.permit_number}`,
      `الجهة المصدرة: ${permit.issuing_body}`,
      'لذلك توقفت التبرعات الجديدة لكل حملات الجمعية بكل الطرق، كما يشترط القانون 149 لسنة 2019. التبرعات التي بدأت قبل ذلك تُستكمل كالمعتاد.',
      'تعود التبرعات تلقائيًا فور تسجيل تصريح جديد ساري. اطلب تسجيله من صفحة «التصاريح» في لوحة الجمعية.',
    ],
    action: { label: 'فتح صفحة التصاريح', url: permitsUrl(publicUrl) },
    footnote: 'يصلك هذا التنبيه مرة واحدة لكل تصريح، لأنك من موظفي الجمعية في أثر.',
  };
}
