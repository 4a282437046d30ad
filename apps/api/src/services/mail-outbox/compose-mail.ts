import { nameChangeDecidedMail, projectReviewedMail } from './catalogue-mails';
import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate, type DeceasedGender } from '@athar/contract/deceased-gender';
import { amountInArabicWords } from '@athar/contract/amount-in-words';
import { formatPiasters } from '@athar/contract/money';
import { countWords } from '@athar/contract/plural';
import { campaignAndCreator, kioskMailDonation, receiptMailDonation } from '../../db/queries/mail-outbox';
import { feeReminderMail } from '../fees/fee-reminder-mail';
import { paymentSettingsDecidedMail } from '../charity/payment-settings-mail';
import type { Database } from '../../db/schema';
import { cairoDay, formatCairoDateTime, formatDay } from '../../lib/cairo-time';
import { receiptPermit } from '../../db/queries/receipt-permit';
import { permitDecidedMail } from './permit-decided-mail';
import { licenceLines } from './licence-lines';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { donationChannel } from '../../lib/donation-channel';
import { campaignShortUrl, receiptUrl } from '../../lib/public-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';
import { permitExpiredMail, permitExpiringMail } from './permit-mails';
import { deliveryUpdateMail } from './delivery-update-mail';
import { adminInviteMail } from './admin-invite-mail';
import { familyUpdateMail } from './family-update-mail';
import { followConfirmMail } from './follow-confirm-mail';
import { reminderMail } from './reminder-mail';
import { duaPendingMail } from './dua-pending-mail';
import { khatmaReadLinkMail } from './khatma-read-link-mail';
import { appealDecidedMail } from './appeal-mails';
import { moderationOutcomeMail, reportToFamilyMail } from './moderation-mails';
import { digestDonorsLine } from './digest-donors';
import {
  scheduleAmountChangedMail,
  scheduleChargeFailedMail,
  scheduleLinkMail,
  scheduleNightLinkMail,
  scheduleStartedMail,
  type ScheduleMailLinks,
} from '../giving/schedule-mails';
import { scheduledGiftOf, withScheduledGift } from '../giving/scheduled-gift-mail';
import { KIOSK_PAYMENT_STEPS } from '@athar/contract/payments/kiosk-steps';

type Payload<K extends OutboxMail['kind']> = Extract<OutboxMail, { kind: K }>['payload'];

/**
 * The mail an outbox row stands for, with today's names and addresses; null when there is no one
 * left to mail (no e-mail, or the account was deleted since).
 */
export function composeMail(
  db: Kysely<Database>,
  publicUrl: string,
  mail: OutboxMail,
  /** the server key the invitation links' key derives from (co-admins-links.ts) */
  unsubscribeKey?: string,
  /**
   * unused since docs/decisions/028: the follow and update mails carry stored opaque links, not signed
   * ones; kept so that the arguments after it keep their place
   */
  _followKey?: string,
  /** signs the night links and issues the self-service links of scheduled giving's mails (docs/decisions/027) */
  scheduleLinks?: ScheduleMailLinks,
) {
  switch (mail.kind) {
    case 'receipt':
      return receiptMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'kiosk_reference':
      return kioskReferenceMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'campaign_visible':
      return campaignVisibleMail(db, publicUrl, mail.payload);
    case 'daily_digest':
      return dailyDigestMail(db, publicUrl, mail.payload);
    case 'permit_expiring':
      return permitExpiringMail(db, publicUrl, mail.payload);
    case 'permit_expired':
      return permitExpiredMail(db, publicUrl, mail.payload);
    case 'delivery_update':
      return deliveryUpdateMail(db, publicUrl, mail.payload);
    case 'admin_invite':
      return adminInviteMail(db, publicUrl, mail.payload, unsubscribeKey);
    case 'family_update':
      return familyUpdateMail(db, publicUrl, mail.payload);
    case 'reminder':
      return reminderMail(db, publicUrl, mail.payload);
    case 'follow_confirm':
      return followConfirmMail(db, publicUrl, mail.payload);
    case 'dua_pending':
      return duaPendingMail(db, publicUrl, mail.payload);
    case 'schedule_started':
      return scheduleStartedMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'schedule_night_link':
      return scheduleNightLinkMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'schedule_charge_failed':
      return scheduleChargeFailedMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'schedule_amount_changed':
      return scheduleAmountChangedMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'schedule_link':
      return scheduleLinkMail(db, publicUrl, mail.payload, scheduleLinks);
    case 'khatma_read_link':
      return khatmaReadLinkMail(db, publicUrl, mail.payload);
    case 'report_to_family':
      return reportToFamilyMail(db, publicUrl, mail.payload);
    case 'moderation_outcome':
      return moderationOutcomeMail(db, publicUrl, mail.payload);
    case 'appeal_decided':
      return appealDecidedMail(db, publicUrl, mail.payload);
    case 'fee_statement_reminder':
      return feeReminderMail(db, publicUrl, mail.payload);
    case 'payment_settings_decided':
      return paymentSettingsDecidedMail(db, publicUrl, mail.payload);
    case 'permit_decided':
      return permitDecidedMail(db, publicUrl, mail.payload);
    case 'project_reviewed':
      return projectReviewedMail(db, publicUrl, mail.payload);
    case 'name_change_decided':
      return nameChangeDecidedMail(db, publicUrl, mail.payload);
  }
}

async function receiptMail(
  db: Kysely<Database>,
  publicUrl: string,
  { donation_id }: Payload<'receipt'>,
  scheduleLinks: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const donation = await receiptMailDonation(db, donation_id);
  if (!donation?.email || donation.donor_deleted_at) return null;
  const confirmedAt = new Date(donation.confirmed_at!);
  const permit = await receiptPermit(db, donation.ngo_id, cairoDay(confirmedAt), confirmedAt);
  const scheduled = await scheduledGiftOf(db, publicUrl, donation.id, scheduleLinks);
  return withScheduledGift(scheduled, {
    to: donation.email,
    subject: `إيصال تبرعك رقم ${donation.id} في أثر`,
    title: 'وصل تبرعك، جزاك الله خيرًا',
    paragraphs: [
      `تأكد وصول تبرعك إلى ${donation.ngo_name} في ذكرى ${withTheLate(donation.campaign_title, donation.deceased_gender)}، ${deceasedWords.mercy(donation.deceased_gender)}. هذه بياناته:`,
      `رقم التبرع: ${donation.id}`,
      `رقم الإيصال لدى الجمعية: ${donation.receipt_serial}`,
      `المبلغ: ${formatPiasters(donation.amount)} (${amountInArabicWords(donation.amount)})`,
      ...licenceLines(donation.ngo_name, { ...donation, permit: permit ?? null }),
      `الحملة: في ذكرى ${donation.campaign_title}`,
      `المشروع: ${donation.project_name}`,
      `التاريخ: ${formatCairoDateTime(confirmedAt)}`,
      `طريقة التبرع: ${DONATION_CHANNEL_NAMES[donationChannel(donation.type)]}`,
      closingPrayer(donation.deceased_gender),
    ],
    action: { label: 'عرض الإيصال وطباعته', url: receiptUrl(publicUrl, donation.id, donation.receipt_key) },
    footnote:
      'وصل هذا التبرع مباشرةً إلى حساب الجمعية. يفتح الرابط إيصالك دون تسجيل الدخول، فلا تشاركه إلا مع من تثق به.',
  });
}

/**
 * The code a kiosk donation is paid with, until when (Cairo time) and how to pay it; none once the
 * donation is paid or closed (the receipt, or nothing, follows then).
 */
async function kioskReferenceMail(
  db: Kysely<Database>,
  publicUrl: string,
  { donation_id, kiosk_reference, kiosk_expires_at }: Payload<'kiosk_reference'>,
  scheduleLinks: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const donation = await kioskMailDonation(db, donation_id);
  if (!donation?.email || donation.donor_deleted_at) return null;
  const scheduled = await scheduledGiftOf(db, publicUrl, donation.id, scheduleLinks);
  return withScheduledGift(scheduled, {
    to: donation.email,
    subject: `رمز الدفع لتبرعك رقم ${donation.id} في أثر`,
    title: 'رمز الدفع لتبرعك',
    paragraphs: [
      `سجّلنا تبرعك بمبلغ ${formatPiasters(donation.amount)} إلى ${donation.ngo_name} في ذكرى ${withTheLate(donation.campaign_title, donation.deceased_gender)}، ${deceasedWords.mercy(donation.deceased_gender)}. أكمله بدفع هذا الرمز:`,
      `رمز الدفع: ${kiosk_reference}`,
      `صالح حتى: ${formatCairoDateTime(new Date(kiosk_expires_at))} بتوقيت القاهرة`,
      'طريقة الدفع، قبل انتهاء صلاحية الرمز:',
      ...KIOSK_PAYMENT_STEPS,
      'لا يُحتسب التبرع إلا بعد وصول الدفع، ويصلك إيصاله حينها.',
      closingPrayer(donation.deceased_gender),
    ],
    action: { label: 'عرض تفاصيل التبرع', url: receiptUrl(publicUrl, donation.id, donation.receipt_key) },
    footnote:
      'إن لم يُدفع الرمز قبل انتهاء صلاحيته أُلغي التبرع ولم يُخصم منك شيء. يفتح الرابط صفحة تبرعك دون تسجيل الدخول، فلا تشاركه إلا مع من تثق به.',
  });
}

/** The last line of every mail about a campaign: «اللهم اغفر له وارحمه.» in the deceased's gender. */
function closingPrayer(gender: DeceasedGender): string {
  return `${deceasedWords.prayer(gender)}.`;
}

async function campaignVisibleMail(
  db: Kysely<Database>,
  publicUrl: string,
  { campaign_id, collected }: Payload<'campaign_visible'>,
): Promise<OutgoingMail | null> {
  const campaign = await campaignAndCreator(db, campaign_id);
  if (!campaign) return null;
  const shortUrl = campaignShortUrl(publicUrl, campaign.code);
  const gender = campaign.deceased_gender;
  return {
    to: campaign.email!,
    subject: `حملة ${campaign.title} ظاهرة الآن في أثر`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `بلغت التبرعات المؤكدة لحملتك في ذكرى ${withTheLate(campaign.title, gender)}، ${deceasedWords.mercy(gender)}، ${formatPiasters(collected)}، فأصبحت الحملة ظاهرة للجميع في قوائم أثر ونتائج البحث.`,
      `شارك رابط الحملة مع أهلك وأصدقائك ليتصدقوا ${deceasedWords.inTheirMemory(gender)}: ${shortUrl}`,
      closingPrayer(gender),
    ],
    action: { label: 'عرض الحملة', url: shortUrl },
  };
}

async function dailyDigestMail(
  db: Kysely<Database>,
  publicUrl: string,
  digest: Payload<'daily_digest'>,
): Promise<OutgoingMail | null> {
  const campaign = await campaignAndCreator(db, digest.campaign_id);
  if (!campaign) return null;
  const shortUrl = campaignShortUrl(publicUrl, campaign.code);
  const gender = campaign.deceased_gender;
  const newDonations = countWords.newDonations(digest.count);
  const donors = await digestDonorsLine(db, digest.campaign_id, digest.day, digest.count);
  return {
    to: campaign.email!,
    subject: `${newDonations} لحملة ${campaign.title}`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `هذا ما وصل إلى حملتك في ذكرى ${withTheLate(campaign.title, gender)}، ${deceasedWords.mercy(gender)}، يوم ${formatDay(digest.day)}:`,
      `${newDonations} بمجموع ${formatPiasters(digest.amount)}`,
      ...(donors ? [donors] : []),
      `إجمالي الحملة في نهاية اليوم: ${formatPiasters(digest.collected)}`,
      `رابط الحملة للمشاركة: ${shortUrl}`,
      closingPrayer(gender),
    ],
    action: { label: 'عرض الحملة', url: shortUrl },
    footnote: 'تصلك هذه الرسالة في الأيام التي تصل فيها تبرعات جديدة فقط.',
  };
}
