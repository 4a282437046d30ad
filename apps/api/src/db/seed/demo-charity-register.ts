import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { addDays, cairoDay } from '../../lib/cairo-time';

/**
 * Each demo charity as the Ministry of Social Solidarity registered it (invented numbers), keyed by
 * DemoNgo.key.
 */
const register: Record<string, { legal_name: string; registration_number: string; directorate: string }> = {
  'nour-elkheir': {
    legal_name: 'جمعية نور الخير لتنمية المجتمع المحلي',
    registration_number: '4127/2009',
    directorate: 'القاهرة',
  },
  'dawaa-wa-afia': {
    legal_name: 'مؤسسة دواء وعافية الخيرية للرعاية الصحية',
    registration_number: '1893/2014',
    directorate: 'الجيزة',
  },
  sanabel: {
    legal_name: 'جمعية سنابل العطاء الخيرية',
    registration_number: '2265/2011',
    directorate: 'القليوبية',
  },
  'dar-elbashaer': {
    legal_name: 'جمعية دار البشائر الخيرية لرعاية الأيتام',
    registration_number: '731/2005',
    directorate: 'الإسكندرية',
  },
  'qatret-hayah': {
    legal_name: 'مؤسسة قطرة حياة الخيرية للتنمية',
    registration_number: '5310/2016',
    directorate: 'أسيوط',
  },
  'kesaa-wa-dafa': {
    legal_name: 'جمعية كساء ودفء الخيرية',
    registration_number: '3048/2012',
    directorate: 'سوهاج',
  },
  'elqalam-walnour': {
    legal_name: 'مؤسسة القلم والنور الخيرية للتعليم',
    registration_number: '6902/2018',
    directorate: 'القاهرة',
  },
  'saqf-wa-aman': {
    legal_name: 'جمعية سقف وأمان الخيرية للإسكان',
    registration_number: '2789/2013',
    directorate: 'الفيوم',
  },
  'imar-buyut-allah': {
    legal_name: 'جمعية إعمار بيوت الله الخيرية',
    registration_number: '1204/2008',
    directorate: 'الشرقية',
  },
  'khatwet-amal': {
    legal_name: 'مؤسسة خطوة أمل الخيرية لرعاية ذوي الهمم',
    registration_number: '7415/2019',
    directorate: 'الجيزة',
  },
  elwasl: {
    legal_name: 'جمعية الوصل الخيرية بالمنيا',
    registration_number: '968/2007',
    directorate: 'المنيا',
  },
  'barakat-eldelta': {
    legal_name: 'مؤسسة بركة الدلتا الخيرية للتنمية',
    registration_number: '4586/2015',
    directorate: 'الغربية',
  },
  'ayadi-elrahma': {
    legal_name: 'جمعية أيادي الرحمة الخيرية',
    registration_number: '3377/2012',
    directorate: 'الدقهلية',
  },
};

/** The charity's legal name and registration number; a charity missing here is a mistake in the seed. */
export function demoCharityRegister(key: string) {
  const entry = register[key];
  if (!entry) throw new Error(`no register entry for the demo charity ${key}`);
  return { legal_name: entry.legal_name, registration_number: entry.registration_number };
}

/** Days before and after the seed's Cairo day that every demo permit covers (360 days: under 12 months). */
export const DEMO_PERMIT_DAYS = { before: 60, after: 300 } as const;

/**
 * An approved online fundraising permit for each demo charity, in force on the seed's Cairo day
 * whenever the demo is seeded, so its campaigns take donations (docs/decisions/018).
 */
export async function seedDemoPermits(db: Kysely<Database>, ngoIds: Map<string, number>, now = new Date()) {
  const today = cairoDay(now);
  const startsOn = addDays(today, -DEMO_PERMIT_DAYS.before);
  const rows = [...ngoIds].map(([key, ngoId], index) => {
    const entry = register[key];
    if (!entry) throw new Error(`no register entry for the demo charity ${key}`);
    return {
      ngo_id: ngoId,
      permit_number: `${startsOn.slice(0, 4)}/${String(101 + index * 7).padStart(4, '0')}`,
      issuing_body: `مديرية التضامن الاجتماعي بمحافظة ${entry.directorate}`,
      starts_on: startsOn,
      ends_on: addDays(today, DEMO_PERMIT_DAYS.after),
      scope: 'online' as const,
      status: 'approved' as const,
      decided_at: now,
    };
  });
  if (rows.length > 0) await db.insertInto('charity_permits').values(rows).execute();
}
