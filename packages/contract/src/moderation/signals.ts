/**
 * Signals Athar computes itself when a campaign is created or its name, date of death, photo or words
 * change, and when an update is posted (docs/decisions/036). A campaign with a new signal enters the
 * moderators' queue as a severe case, without any report. Free of zod: the console imports the labels.
 */
export const SIGNAL_KINDS = ['same_deceased', 'same_photo', 'many_campaigns', 'money_in_text'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** An account that created this many campaigns within 24 hours is a signal on the last of them. */
export const MANY_CAMPAIGNS_PER_DAY = 3;
/** Two photos' 64-bit difference hashes this many bits apart or fewer are the same photo. */
export const PHOTO_NEAR_BITS = 6;

export const signalLabels: Record<SignalKind, string> = {
  same_deceased: 'نفس اسم الفقيد وتاريخ الوفاة في حملة أخرى',
  same_photo: 'صورة مستخدمة في حملة أخرى',
  many_campaigns: `حساب أنشأ ${MANY_CAMPAIGNS_PER_DAY} حملات أو أكثر في يوم`,
  money_in_text: 'رقم هاتف أو بيانات تحويل في النص',
};

/** Where a signal was found: the campaign itself, or one of its updates. */
export const SIGNAL_SOURCES = ['campaign', 'family_update', 'delivery_update'] as const;
export type SignalSource = (typeof SIGNAL_SOURCES)[number];
