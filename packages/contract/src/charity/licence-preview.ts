import { licenceWords } from './licence-words';
import type { CharityLicence } from './licence';

/** How a shared link's preview (the OG description) states the charity's licence (docs/decisions/018). */
export const licencePreviewMessages = {
  registered: (number: string) => `${licenceWords.registrationNumber} ${number}`,
  permit: (number: string) => `تصريح جمع التبرعات عبر الإنترنت رقم ${number}`,
  paused: 'التبرع متوقف مؤقتًا: لا يوجد تصريح سارٍ بجمع التبرعات',
} as const;

/**
 * `رقم الإشهار …، تصريح جمع التبرعات عبر الإنترنت رقم ….`, or the registration and that donations
 * are paused when no permit is in force today.
 */
export function licencePreviewSentence(licence: CharityLicence): string {
  const parts = [
    licence.registration_number && licencePreviewMessages.registered(licence.registration_number),
    licence.permit
      ? licencePreviewMessages.permit(licence.permit.permit_number)
      : licencePreviewMessages.paused,
  ].filter(Boolean);
  return `${parts.join('، ')}.`;
}
