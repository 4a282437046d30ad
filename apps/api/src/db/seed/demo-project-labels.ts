import type { ProjectLabels } from '@athar/contract/projects/labels';

const jariya = (zakat: boolean): ProjectLabels => ({ sadaqa_kind: 'jariya', zakat_eligible: zakat });
const sadaqa = (zakat: boolean): ProjectLabels => ({ sadaqa_kind: 'sadaqa', zakat_eligible: zakat });

/**
 * The honest labels of each demo project (docs/decisions/018), by its English name, as a charity would set
 * them. صدقة جارية only for a lasting physical asset that keeps serving (a well, a water connection, a
 * building or its repair, a mosque's carpet or a printed mushaf, equipment such as a wheelchair or a
 * laptop, furniture); food, clothes, medicine, treatment and services are صدقة.
 * Zakat only where it is handed to the poor and needy themselves or spent on their own needs (food,
 * clothes, treatment, their home, their schooling, the devices they are given); not for public works
 * (a village well or plant, a mosque, a school's cooler), not for a sacrifice or a named voluntary
 * slaughter, and not for paying a Quran teacher or running a class.
 */
export const DEMO_PROJECT_LABELS: Readonly<Record<string, ProjectLabels>> = {
  'Dig a water well in an Upper Egypt village': jariya(false),
  'Water cooler for a mosque or school': jariya(false),
  'Clean water connection for a home': jariya(true),
  'Home water filter': jariya(true),
  'A share in a village water treatment plant': jariya(false),
  'Rooftop water tank for a home': jariya(true),
  'Water connection for a home in Minya': jariya(true),
  'Iftar meal for a fasting person': sadaqa(true),
  'Hot meal for a family': sadaqa(true),
  'Daily bread for a family for a month': sadaqa(true),
  'Monthly food box': sadaqa(true),
  'Feeding a family for a month': sadaqa(true),
  'Sponsor an orphan for a month': sadaqa(true),
  'A month of care for a child at Dar El Bashaer': sadaqa(true),
  'Sponsor an orphan for a year': sadaqa(true),
  'Support a widow’s family for a month': sadaqa(true),
  'Help furnish the home of an orphan bride': jariya(true),
  'Sponsor an orphan in the Delta villages': sadaqa(true),
  'School bag with full supplies': sadaqa(true),
  'School fees for a student for a year': sadaqa(true),
  'A literacy class for a month': sadaqa(false),
  'Laptop for a university student': jariya(true),
  'Sponsor an Azhar student for a month': sadaqa(true),
  'Roofing a house': jariya(true),
  'Restoring a house at risk of collapse': jariya(true),
  'Electricity connection for a home': jariya(true),
  'A bathroom for a rural home': jariya(true),
  'Furnishing a room for a family in need': jariya(true),
  'Winter blanket': sadaqa(true),
  'Winter clothes for a child': sadaqa(true),
  'Winter pack for a family': sadaqa(true),
  'A blanket for the villages of Aswan': sadaqa(true),
  'Printing a copy of the Quran': jariya(false),
  'A metre of carpet for a mosque': jariya(false),
  'Sponsor a Quran teacher for a month': sadaqa(false),
  'A square metre in building a mosque': jariya(false),
  'Restoring a village mosque': jariya(false),
  'An intensive care bed for one day': sadaqa(true),
  'An eye operation for a patient': sadaqa(true),
  'A share in open-heart surgery for a child': sadaqa(true),
  'A dialysis session': sadaqa(true),
  'A month of medicine for a chronic patient': sadaqa(true),
  'Examination and treatment in a medical convoy': sadaqa(true),
  'An incubator for a premature baby for a day': sadaqa(true),
  Wheelchair: jariya(true),
  'Hearing aid for a child': jariya(true),
  'Prosthetic limb': jariya(true),
  'A month of physiotherapy for a child': sadaqa(true),
  'Walker and cane for an elderly person': jariya(true),
  'Ramadan food bag': sadaqa(true),
  'Eid clothes for a child': sadaqa(true),
  'Charity meat for a family': sadaqa(true),
  'Eid gift for an orphan': sadaqa(true),
  'A share in a sacrifice': sadaqa(false),
  'A sheep slaughtered as charity': sadaqa(false),
};

/** A demo project's labels; throws for a project the table above forgot, so none is seeded unlabelled. */
export function demoProjectLabels(enName: string): ProjectLabels {
  const labels = DEMO_PROJECT_LABELS[enName];
  if (!labels) throw new Error(`demo project without labels: ${enName}`);
  return labels;
}
