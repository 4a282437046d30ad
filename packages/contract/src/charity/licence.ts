import { z } from 'zod';

/** A Cairo calendar day as the api writes it: `YYYY-MM-DD`. */
export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A fundraising permit (Law 149/2019 art. 25) as donors are shown it. */
export const charityPermit = z.object({
  permit_number: z.string(),
  issuing_body: z.string(),
  starts_on: calendarDay,
  ends_on: calendarDay,
});
export type CharityPermit = z.infer<typeof charityPermit>;

/**
 * The charity as the Ministry of Social Solidarity registered it, shown wherever money is asked for
 * (charity page, campaign page, condolence card, receipts, the OG description). `permit` is the
 * approved, unrevoked online fundraising permit in force on today's Cairo day, or null: then the
 * charity's campaigns take no new donation on any channel (docs/decisions/018).
 */
export const charityLicence = z.object({
  legal_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  permit: charityPermit.nullable(),
});
export type CharityLicence = z.infer<typeof charityLicence>;
