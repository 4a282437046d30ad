import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Local-only default of the secret between the payment host and the api; production sets its own. */
export const LOCAL_PAY_WEBHOOK_SECRET = 'athar-local-pay-secret';
/** Local-only default of the key that seals operators' authenticator secrets (the api's OPERATOR_FACTOR_KEY). */
export const LOCAL_OPERATOR_FACTOR_KEY = 'athar-local-operator-factor-key';
/** Passwords of the seeded test merchants at the built-in bank simulator (never a real bank's). */
export const LOCAL_BANK_MERCHANT_PASSWORDS =
  'TESTATHAR01:athar-sim-01,TESTATHAR02:athar-sim-02,TESTATHAR03:athar-sim-03';

/**
 * Keys of the seeded test accounts at the built-in Paymob-protocol simulator (never a real gateway's):
 * per account its secret key (intentions), public key (unified checkout), API key (inquiry) and the
 * HMAC secret its callbacks are signed with.
 */
export const LOCAL_PAYMOB_SECRET_KEYS = 'ATHARPM01:egy_sk_test_athar01,ATHARPM02:egy_sk_test_athar02';
export const LOCAL_PAYMOB_PUBLIC_KEYS = 'ATHARPM01:egy_pk_test_athar01,ATHARPM02:egy_pk_test_athar02';
export const LOCAL_PAYMOB_API_KEYS = 'ATHARPM01:athar-api-key-01,ATHARPM02:athar-api-key-02';
export const LOCAL_PAYMOB_HMAC_SECRETS = 'ATHARPM01:ATHARHMAC01SIMULATOR,ATHARPM02:ATHARHMAC02SIMULATOR';

/**
 * The simulator's integrations of each seeded test account (the seed gives the demo charities the
 * same ids): an integration id names one payment method at the gateway.
 */
export const LOCAL_PAYMOB_INTEGRATIONS = {
  ATHARPM01: { wallet: 480101, kiosk: 480102, meeza: 480103 },
  ATHARPM02: { wallet: 480201, kiosk: 480202, meeza: 480203 },
} as const;

const port = z.coerce.number().int().min(1).max(65535);

/** `ACCOUNT:value,…`: one secret per merchant account (BANK_MERCHANT_PASSWORDS, PAYMOB_*). */
const accountSecrets = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+:[^,\s]+(,[A-Za-z0-9_-]+:[^,\s]+)*$/, 'must look like "ACCOUNT:secret,…"')
    .default(fallback);

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY as proxy-addr reads it: a keyword, an address, or an address/prefix (or mask). */
function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4 && isContiguousMask(range);
}

/** 255.255.0.0 is a mask proxy-addr takes; 255.0.255.0 is not. */
function isContiguousMask(mask: string): boolean {
  const bits = mask.split('.').reduce((value, part) => value * 256 + Number(part), 0);
  const hostBits = 2 ** 32 - 1 - bits;
  return (hostBits & (hostBits + 1)) === 0;
}

/** TRUST_PROXY: comma-separated addresses, CIDR ranges and keywords, e.g. "loopback, 10.0.0.0/8". */
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every(isProxyEntry), {
    message:
      'must be a comma-separated list of addresses, CIDR ranges (10.0.0.0/8) and the keywords loopback, linklocal, uniquelocal',
  });

/** A URL setting whose scheme is one of `protocols` (e.g. `['http:', 'https:']`). */
export const urlSetting = (protocols: string[]) =>
  z.url().refine((value) => protocols.includes(new URL(value).protocol), {
    message: `must be a URL starting with ${protocols.join(' or ')}`,
  });

/**
 * The settings every server process reads (the api and the payment host): where they listen and are
 * reached, the database, logs, proxies, and the payment host's secret and bank. README: Configuration.
 */
export const serverSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  PAY_PORT: port.default(3001),
  PUBLIC_URL: urlSetting(['http:', 'https:']).optional(),
  PAY_PUBLIC_URL: urlSetting(['http:', 'https:']).optional(),
  /** where a payment host running apart reaches the api's signed internal calls; default PUBLIC_URL */
  API_INTERNAL_URL: urlSetting(['http:', 'https:']).optional(),
  /** where the api reaches the payment host's signed internal calls (scheduled card charges); default PAY_PUBLIC_URL */
  PAY_INTERNAL_URL: urlSetting(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlSetting(['postgres:', 'postgresql:']).optional(),
  /** proxies whose X-Forwarded-For is believed (the client address of per-address limits and logs) */
  TRUST_PROXY: trustedProxies.default(['loopback']),
  PAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default(LOCAL_PAY_WEBHOOK_SECRET),
  /** the bank's hosted-checkout REST base; unset = the built-in simulator at PAY_PUBLIC_URL/bank */
  BANK_URL: urlSetting(['http:', 'https:']).optional(),
  BANK_MERCHANT_PASSWORDS: accountSecrets(LOCAL_BANK_MERCHANT_PASSWORDS),
  /** the Paymob-protocol gateway's base; unset = the built-in simulator at PAY_PUBLIC_URL/paymob */
  PAYMOB_URL: urlSetting(['http:', 'https:']).optional(),
  PAYMOB_SECRET_KEYS: accountSecrets(LOCAL_PAYMOB_SECRET_KEYS),
  PAYMOB_PUBLIC_KEYS: accountSecrets(LOCAL_PAYMOB_PUBLIC_KEYS),
  PAYMOB_API_KEYS: accountSecrets(LOCAL_PAYMOB_API_KEYS),
  PAYMOB_HMAC_SECRETS: accountSecrets(LOCAL_PAYMOB_HMAC_SECRETS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

const serverSettingsSchema = z.object(serverSettings);
type RawServerSettings = z.infer<typeof serverSettingsSchema>;

/** Production refuses the local secrets of the server settings (a superRefine step). */
export function refuseLocalServerSecrets(env: RawServerSettings, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.PAY_WEBHOOK_SECRET === LOCAL_PAY_WEBHOOK_SECRET)
    ctx.addIssue({ code: 'custom', path: ['PAY_WEBHOOK_SECRET'], message: 'must be set in production' });
  if (env.BANK_URL && env.BANK_MERCHANT_PASSWORDS === LOCAL_BANK_MERCHANT_PASSWORDS)
    ctx.addIssue({
      code: 'custom',
      path: ['BANK_MERCHANT_PASSWORDS'],
      message: 'must be set with BANK_URL',
    });
  if (env.PAYMOB_URL) {
    const locals = {
      PAYMOB_SECRET_KEYS: LOCAL_PAYMOB_SECRET_KEYS,
      PAYMOB_PUBLIC_KEYS: LOCAL_PAYMOB_PUBLIC_KEYS,
      PAYMOB_API_KEYS: LOCAL_PAYMOB_API_KEYS,
      PAYMOB_HMAC_SECRETS: LOCAL_PAYMOB_HMAC_SECRETS,
    } as const;
    for (const [name, local] of Object.entries(locals) as [keyof typeof locals, string][])
      if (env[name] === local)
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set with PAYMOB_URL' });
  }
}

/** Settings as read, with both public URLs resolved (no trailing slash) and DATA_DIR made absolute. */
export type LoadedSettings<T extends RawServerSettings> = Omit<T, 'PUBLIC_URL' | 'PAY_PUBLIC_URL'> & {
  PUBLIC_URL: string;
  PAY_PUBLIC_URL: string;
  /** DATA_DIR made absolute */
  dataDir: string;
};

export type ServerConfig = LoadedSettings<RawServerSettings>;

export class ConfigError extends Error {}

/** Names that look like a mistyped configuration key (e.g. DATABSE_URL), so a typo never passes silently. */
function suspiciousKeys(env: NodeJS.ProcessEnv, keys: string[]): string[] {
  const known = new Set<string>(keys);
  return Object.keys(env).filter((name) => {
    if (known.has(name)) return false;
    if (name.startsWith('ATHAR_')) return true;
    return keys.some((key) => key.length >= 6 && editDistance(name, key) === 1);
  });
}

/**
 * Edits (insert, delete, replace, swap two neighbours) between two names. One edit is a typo
 * (DATABSE_URL, PAYPORT); two may be another tool's real setting (BASE_URL is not BANK_URL).
 */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Reads and checks the environment against `schema` (the server settings and a process's own);
 * throws ConfigError listing every problem at once.
 */
export function loadSettings<T extends RawServerSettings>(
  schema: z.ZodType<T> & { shape: object },
  env: NodeJS.ProcessEnv,
  cwd: string,
): LoadedSettings<T> {
  const problems: string[] = [];
  const keys = Object.keys(schema.shape);
  const known = new Set<string>(keys);
  const provided = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => known.has(key) && value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(provided);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  for (const name of suspiciousKeys(env, keys)) {
    problems.push(`${name}: unknown setting (known settings: ${keys.join(', ')})`);
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const raw = parsed.data;
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    PAY_PUBLIC_URL: (raw.PAY_PUBLIC_URL ?? `http://localhost:${raw.PAY_PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(cwd, raw.DATA_DIR),
  };
}

/** The server settings alone: what the payment host reads. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return loadSettings(serverSettingsSchema.superRefine(refuseLocalServerSecrets), env, cwd);
}
