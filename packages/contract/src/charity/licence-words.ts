/**
 * One name for each of the charity's legal facts, wherever a person reads them (issue 35): the charity
 * page, the campaign page, the condolence card, a shared link's preview, the receipt, its mail and
 * the yearly statement. The Ministry's registration number is «رقم الإشهار» everywhere. Free of zod,
 * so the web's messages take it as it is.
 */
export const licenceWords = {
  legalName: 'الاسم المسجل للجمعية',
  /** the number alone, followed by its value («رقم الإشهار 1234/2019») */
  registrationNumber: 'رقم الإشهار',
  /** the same number where a field is labelled in full */
  registrationNumberFull: 'رقم الإشهار بوزارة التضامن الاجتماعي',
  permitNumber: 'رقم تصريح جمع التبرعات',
  permitIssuedBy: (body: string) => `صادر من ${body}`,
  notRecorded: 'غير مسجل',
} as const;
