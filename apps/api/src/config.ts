import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import {
  LOCAL_OPERATOR_FACTOR_KEY,
  loadSettings,
  refuseLocalServerSecrets,
  serverSettings,
  urlSetting,
  type LoadedSettings,
} from '@athar/server-kit/config';

/** Local-only default of the SMS aggregator's secret; production must set its own (checked below). */
export const LOCAL_SMS_WEBHOOK_SECRET = 'athar-local-sms-secret';
/** Local-only default of the token our outbound SMS calls carry; a real aggregator needs its own. */
export const LOCAL_SMS_OUTBOUND_TOKEN = 'athar-local-sms-outbound-token';

/** A host name as a browser's Host header names it, without port: a domain, an IPv4 or a bracketed IPv6. */
function isHostName(entry: string): boolean {
  if (/^\[[0-9a-f:.]+\]$/i.test(entry)) return isIP(entry.slice(1, -1)) === 6;
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.?$/i.test(
    entry,
  );
}

/** PUBLIC_URL_ALIASES: comma-separated host names, e.g. "athar.example.org, 203.0.113.7". */
const hostNames = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every(isHostName), {
    message: 'must be a comma-separated list of host names (no scheme, port or path), e.g. old.example.org',
  });

/** The server settings (@athar/server-kit/config) and the api's own. */
const configSchema = z
  .object({
    ...serverSettings,
    API_SIGNATURE: z
      .string()
      .regex(/^Basic [A-Za-z0-9+/=._~-]{8,}$/, 'must look like "Basic <credential>"')
      .default(DEFAULT_API_SIGNATURE),
    SMTP_URL: urlSetting(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('"أثر" <no-reply@athar.local>'),
    SUPPORT_EMAIL: z.email().default('support@athar.local'),
    REDIS_URL: urlSetting(['redis:', 'rediss:']).optional(),
    /** page requests on another name of the site (plugins/canonical-host.ts) go to PUBLIC_URL, unless off */
    CANONICAL_HOST: z.enum(['redirect', 'off']).default('redirect'),
    /** other host names of the site, redirected to PUBLIC_URL like www. and loopback names */
    PUBLIC_URL_ALIASES: hostNames.default([]),
    SMS_WEBHOOK_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters')
      .default(LOCAL_SMS_WEBHOOK_SECRET),
    /** the SMS aggregator's send call; unset = the built-in simulator at PUBLIC_URL/sms-simulator/messages */
    SMS_OUTBOUND_URL: urlSetting(['http:', 'https:']).optional(),
    /** the bearer token of that call (and the one the built-in simulator expects) */
    SMS_OUTBOUND_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .default(LOCAL_SMS_OUTBOUND_TOKEN),
    /** seals the operators' authenticator secrets at rest (services/operators/factor-secret.ts) */
    OPERATOR_FACTOR_KEY: z
      .string()
      .min(24, 'must be at least 24 characters')
      .default(LOCAL_OPERATOR_FACTOR_KEY),
    /** a month's service fee under this many piasters (with what earlier months carried) rolls into the next (034) */
    FEE_STATEMENT_MINIMUM: z.coerce.number().int().min(0).max(100_000_000).default(5000),
    /** yes once the operating company is registered for VAT: statements add 14% (docs/decisions/034) */
    FEE_VAT_REGISTERED: z.enum(['yes', 'no']).default('no'),
    /** the operating company as the e-invoice's issuer: its Tax Authority number (9 digits) and name */
    FEE_ISSUER_TAX_NUMBER: z
      .string()
      .regex(/^[0-9]{9}$/, 'must be 9 digits')
      .default('100000000'),
    FEE_ISSUER_NAME: z.string().min(2).default('شركة أثر للتقنية'),
    /** on: a clock the scheduled jobs read and test-only routes set (/api/test/*); never in production */
    TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK === 'on')
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'must not be on in production' });
    if (env.NODE_ENV === 'production' && env.SMS_WEBHOOK_SECRET === LOCAL_SMS_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_SECRET'], message: 'must be set in production' });
    if (env.NODE_ENV === 'production' && env.OPERATOR_FACTOR_KEY === LOCAL_OPERATOR_FACTOR_KEY)
      ctx.addIssue({ code: 'custom', path: ['OPERATOR_FACTOR_KEY'], message: 'must be set in production' });
    if (
      env.NODE_ENV === 'production' &&
      env.SMS_OUTBOUND_URL !== undefined &&
      env.SMS_OUTBOUND_TOKEN === LOCAL_SMS_OUTBOUND_TOKEN
    )
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_OUTBOUND_TOKEN'],
        message: 'must be set in production when SMS_OUTBOUND_URL is',
      });
    refuseLocalServerSecrets(env, ctx);
  });

export type Config = LoadedSettings<z.infer<typeof configSchema>>;

/** Reads and checks the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return loadSettings(configSchema, env, cwd);
}
