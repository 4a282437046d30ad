import type { Kysely, Transaction } from 'kysely';
import { decidedNameChange, reviewedDraft, charityMailees } from '../../db/queries/catalogue-mails';
import { staffMailee } from '../../db/queries/payment-settings';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../mailer';
import { enqueueMail } from './outbox-mail';

const consoleUrl = (publicUrl: string, page: string) => `${publicUrl.replace(/\/$/, '')}/charity/${page}`;
const FOOTNOTE = 'يصلك هذا البريد لأنك من مديري الجمعية في أثر أو لأنك كتبت الطلب.';

/** In the decision's transaction: one mail per admin of the charity and to the draft's author. */
export async function queueProjectReviewedMails(
  trx: Transaction<Database>,
  draft: { id: number; ngo_id: number; created_by: number | null },
) {
  for (const staffId of await charityMailees(trx, draft.ngo_id, draft.created_by))
    await enqueueMail(trx, { kind: 'project_reviewed', payload: { draft_id: draft.id, staff_id: staffId } });
}

/** In the decision's transaction: one mail per admin of the charity and to whoever asked for the name. */
export async function queueNameDecidedMails(
  trx: Transaction<Database>,
  change: { id: number; ngo_id: number; proposed_by: number },
) {
  for (const staffId of await charityMailees(trx, change.ngo_id, change.proposed_by))
    await enqueueMail(trx, {
      kind: 'name_change_decided',
      payload: { change_id: change.id, staff_id: staffId },
    });
}

async function mailee(db: Kysely<Database>, staffId: number, ngoId: number) {
  const staff = await staffMailee(db, staffId);
  return staff && Number(staff.ngo_id) === ngoId ? staff : null;
}

/** A project approved (live now) or sent back with the operators' note. */
export async function projectReviewedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { draft_id, staff_id }: { draft_id: number; staff_id: number },
): Promise<OutgoingMail | null> {
  const draft = await reviewedDraft(db, draft_id);
  if (!draft || (draft.status !== 'approved' && draft.status !== 'returned')) return null;
  const staff = await mailee(db, staff_id, draft.ngo_id);
  if (!staff) return null;
  const approved = draft.status === 'approved';
  return {
    to: staff.email,
    subject: approved
      ? `وافق فريق أثر على مشروع «${draft.ar_name}»`
      : `مشروع «${draft.ar_name}» يحتاج تعديلًا قبل الموافقة`,
    title: `أهلًا ${staff.staff_name}`,
    paragraphs: approved
      ? [
          `وافق فريق أثر على مشروع «${draft.ar_name}» لـ${draft.ngo_name}، وصار متاحًا الآن لإنشاء الحملات عليه وفي قوائم المشاريع والبحث.`,
          'الحملات القائمة على المشروع تبقى على سعر الوحدة الذي أُنشئت به.',
        ]
      : [
          `أعاد فريق أثر مشروع «${draft.ar_name}» لـ${draft.ngo_name} للتعديل قبل الموافقة عليه. ملاحظة الفريق:`,
          draft.review_message ?? '',
          'يمكن تعديل المسودة في «كتابة المشاريع» ثم إرسالها للمراجعة من جديد.',
        ],
    action: { label: 'فتح «كتابة المشاريع»', url: consoleUrl(publicUrl, 'project-drafts') },
    footnote: FOOTNOTE,
  };
}

/** A new public name approved (shown now) or refused with the operators' reason. */
export async function nameChangeDecidedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { change_id, staff_id }: { change_id: number; staff_id: number },
): Promise<OutgoingMail | null> {
  const change = await decidedNameChange(db, change_id);
  if (!change || (change.status !== 'approved' && change.status !== 'refused')) return null;
  const staff = await mailee(db, staff_id, change.ngo_id);
  if (!staff) return null;
  const approved = change.status === 'approved';
  return {
    to: staff.email,
    subject: approved
      ? `صار اسم الجمعية في أثر «${change.ar_name}»`
      : `لم يُقبل الاسم الجديد «${change.ar_name}»`,
    title: `أهلًا ${staff.staff_name}`,
    paragraphs: approved
      ? [
          `وافق فريق أثر على الاسم الجديد للجمعية: «${change.ar_name}». يظهر الآن في صفحتها وفي القوائم والبحث.`,
        ]
      : [
          `لم يوافق فريق أثر على الاسم «${change.ar_name}»، وبقي اسم الجمعية «${change.ngo_name}». السبب:`,
          change.reason ?? '',
          'يمكن اقتراح اسم آخر من «صفحة الجمعية».',
        ],
    action: { label: 'فتح «صفحة الجمعية»', url: consoleUrl(publicUrl, 'page') },
    footnote: FOOTNOTE,
  };
}
