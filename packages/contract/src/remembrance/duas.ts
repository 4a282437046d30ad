import { z } from 'zod';
import { email, personName } from '../accounts/fields';
import { stripNameBidi, stripScopedBidi } from '../bidi';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { validationMessages } from '../messages';
import { consentCheckbox } from '../privacy/consent-checkbox';
import {
  campaignDuasRoute,
  decideDuaRoute,
  duaSettingsRoute,
  pendingDuasRoute,
  postDuaRoute,
  reportDuaRoute,
} from '../routes/remembrance-duas';
import { duaMessages } from './dua-messages';
import {
  DUA_BODY_MAX,
  DUA_BODY_MIN,
  DUA_NAME_MAX,
  DUA_NAME_MIN,
  DUA_REPORTS_TO_REVIEW,
  DUAS_PAGE_SIZE,
} from './dua-limits';

export { DUA_BODY_MAX, DUA_BODY_MIN, DUA_NAME_MAX, DUA_NAME_MIN, DUA_REPORTS_TO_REVIEW, DUAS_PAGE_SIZE };

export const DUA_STATUSES = ['pending', 'shown', 'hidden'] as const;
export type DuaStatus = (typeof DUA_STATUSES)[number];

/** C0 controls but the line break and the tab, and DEL: nothing anyone types; PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

const id = (message: string) =>
  decimalNumber(
    z.coerce.number(message).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );

/**
 * The dua or memory as written: the bidi controls that reorder what follows are dropped (as every
 * public text, ../bidi.ts), line breaks kept, 2 to 1000 characters once trimmed.
 */
export const duaBody = z
  .string(duaMessages.bodyShort)
  .overwrite((text) => stripScopedBidi(text).replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, ''))
  .trim()
  .min(DUA_BODY_MIN, duaMessages.bodyShort)
  .max(DUA_BODY_MAX, duaMessages.bodyLong);

/** The name shown under the dua, if the writer gives one: a person's name of 2 to 60 characters. */
export const duaAuthorName = z
  .string(duaMessages.nameShort)
  .overwrite(stripNameBidi)
  .trim()
  .max(DUA_NAME_MAX, duaMessages.nameLong)
  .refine((name) => name === '' || name.length >= DUA_NAME_MIN, duaMessages.nameShort)
  .refine((name) => name === '' || personName.safeParse(name).success, duaMessages.nameSymbols);

/** An e-mail that may be left empty (a logged-in writer needs none); lower-case when given. */
const optionalEmail = z
  .string(validationMessages.emailInvalid)
  .trim()
  .refine((value) => value === '' || email.safeParse(value).success, validationMessages.emailInvalid)
  .transform((value) => (value === '' ? null : value.toLowerCase()));

/**
 * POST /api/campaigns/duas. A logged-in writer is known by the session; a guest gives an e-mail
 * (never shown) and ticks the consent box (PDPL 151/2020), both checked by the server for guests.
 */
export const postDuaBody = z.object({
  campaign_id: id(duaMessages.campaignRequired),
  body: duaBody,
  author_name: duaAuthorName
    .nullable()
    .optional()
    .transform((name) => (name ? name : null)),
  email: optionalEmail
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** a guest ticked the consent box; a logged-in writer consented when registering */
  consent: z.boolean(validationMessages.consentRequired).optional(),
});
export type PostDuaBody = z.input<typeof postDuaBody>;

/**
 * The web form: the body and the name for everyone; the e-mail and the consent box for guests only,
 * with the same words as the server's refusals.
 */
export function duaForm(guest: boolean) {
  const base = z.object({ body: duaBody, author_name: duaAuthorName });
  if (!guest) return base.extend({ email: z.string().optional(), consent: z.boolean().optional() });
  return base.extend({
    email: z.string(duaMessages.emailRequired).trim().min(1, duaMessages.emailRequired).pipe(email),
    consent: consentCheckbox,
  });
}
export type DuaFormValues = z.input<ReturnType<typeof duaForm>>;

/** A dua as everyone sees it: no e-mail, no account; the name only if the writer gave one. */
export const publicDua = z.object({
  id: z.number().int(),
  body: z.string(),
  /** null: the page shows a neutral «زائر» */
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type PublicDua = z.infer<typeof publicDua>;

export const postDuaResponse = envelope(
  z.array(z.object({ id: z.number().int(), status: z.enum(['pending', 'shown']) })),
);
export type PostDuaResponse = z.infer<typeof postDuaResponse>;
export const postDuaEndpoint = defineEndpoint({
  ...postDuaRoute,
  body: postDuaBody,
  response: postDuaResponse,
});

/**
 * GET /api/campaigns/duas?campid&before&rowscount — the shown duas, newest first, by keyset: `before`
 * is the last id of the page already shown; next_before is null on the last page.
 */
export const campaignDuasQuery = z.object({
  campid: id(duaMessages.campaignRequired),
  before: id(validationMessages.invalidValue).optional(),
  rowscount: decimalNumber(z.coerce.number().int().min(1).max(50).default(DUAS_PAGE_SIZE)),
});
export type CampaignDuasQuery = z.input<typeof campaignDuasQuery>;
export const duasPage = z.object({ items: z.array(publicDua), next_before: z.number().int().nullable() });
export type DuasPage = z.infer<typeof duasPage>;
export const campaignDuasResponse = envelope(duasPage);
export const campaignDuasEndpoint = defineEndpoint({
  ...campaignDuasRoute,
  query: campaignDuasQuery,
  response: campaignDuasResponse,
});

export const duaParams = z.object({ duaid: id(duaMessages.duaNotFound) });

/** POST /api/duas/:duaid/report — no body; reporting twice is reporting once. */
export const reportDuaResponse = envelope(z.array(z.never()));
export const reportDuaEndpoint = defineEndpoint({
  ...reportDuaRoute,
  params: duaParams,
  response: reportDuaResponse,
});

/** A dua waiting for the family: how many distinct reports sent it back, if any. */
export const pendingDua = publicDua.extend({ reports: z.number().int() });
export type PendingDua = z.infer<typeof pendingDua>;

/** GET /api/campaigns/duas/pending?campid — the family only (404 for anyone else), oldest first. */
export const pendingDuasQuery = z.object({ campid: id(duaMessages.campaignRequired) });
export const pendingDuasResponse = envelope(
  z.object({ duas_need_approval: z.boolean(), items: z.array(pendingDua) }),
);
export type PendingDuasResponse = z.infer<typeof pendingDuasResponse>;
export const pendingDuasEndpoint = defineEndpoint({
  ...pendingDuasRoute,
  query: pendingDuasQuery,
  response: pendingDuasResponse,
});

/** POST /api/duas/:duaid/decision — the family shows or hides a dua of its campaign. */
export const decideDuaBody = z.object({
  status: z.enum(['shown', 'hidden'], duaMessages.decisionInvalid),
});
export type DecideDuaBody = z.input<typeof decideDuaBody>;
export const decideDuaResponse = envelope(
  z.array(z.object({ id: z.number().int(), status: z.enum(['shown', 'hidden']) })),
);
export const decideDuaEndpoint = defineEndpoint({
  ...decideDuaRoute,
  params: duaParams,
  body: decideDuaBody,
  response: decideDuaResponse,
});

/** PATCH /api/campaigns/:campid/duas-settings — the family only. */
export const duaSettingsParams = z.object({ campid: id(duaMessages.campaignRequired) });
export const duaSettingsBody = z.object({
  duas_need_approval: z.boolean(duaMessages.settingInvalid),
});
export type DuaSettingsBody = z.input<typeof duaSettingsBody>;
export const duaSettingsResponse = envelope(z.object({ duas_need_approval: z.boolean() }));
export const duaSettingsEndpoint = defineEndpoint({
  ...duaSettingsRoute,
  params: duaSettingsParams,
  body: duaSettingsBody,
  response: duaSettingsResponse,
});
