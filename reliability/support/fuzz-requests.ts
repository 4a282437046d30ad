import fc from 'fast-check';
import type { Operation } from './openapi';
import { fillPath, type DiscoveredRoute } from './routes';
import { HOSTILE_STRINGS, headerValue, hostileValue, valueFor } from './schema-values';

/** Which credential a case carries; the runner turns it into a live token or signature when sent. */
/** `gateway`: the Paymob-protocol gateway's `Authorization: Token <secret key>` (its server-to-server API) */
export type AuthChoice = 'none' | 'user' | 'staff' | 'garbage' | 'gateway';
export type SignatureChoice = 'valid' | 'missing' | 'garbage';
/** `paymob`: Paymob's `?hmac=` over the body's `obj` (POST) or the query (GET), with the account's secret */
export type HmacChoice = 'none' | 'pay' | 'sms' | 'garbage' | 'paymob';

export interface FuzzCase {
  method: DiscoveredRoute['method'];
  url: string;
  auth: AuthChoice;
  apiSignature: SignatureChoice;
  /**
   * X-Signature over the exact body, with the payment host's or the SMS aggregator's secret, or
   * Paymob's `hmac` query value
   */
  hmac: HmacChoice;
  headers: Record<string, string>;
  contentType: string | null;
  body: string | null;
}

const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '1',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(5_000),
  `{"a":"${'x'.repeat(1_100_000)}"}`,
  '\u0000\u0001\u0002',
  'donationId=1&amount=1',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data',
  'application/xml',
  'image/svg+xml',
];

/** A multipart body, well-formed or cut short, with text fields and now and then a file part. */
const multipartBody = fc
  .record({
    fields: fc.dictionary(
      fc.constantFrom('user_name', 'msisdn', 'project_id', 'description', 'x'),
      fc.string(),
      {
        maxKeys: 4,
      },
    ),
    file: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: null }),
    truncated: fc.boolean(),
  })
  .map(({ fields, file, truncated }) => {
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    if (file) {
      parts.push(
        `--fuzzboundary\r\nContent-Disposition: form-data; name="profile_pic"; filename="a.png"\r\n` +
          `Content-Type: image/png\r\n\r\n${Buffer.from(file).toString('latin1')}\r\n`,
      );
    }
    return parts.join('') + (truncated ? '--fuzzbound' : '--fuzzboundary--\r\n');
  });

/** encodeURIComponent, with a lone surrogate sent as U+FFFD as a browser would (it cannot be encoded). */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

function queryString(operation: Operation): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = fc.tuple(
    ...declared.map((parameter) =>
      fc.option(
        fc.oneof(
          valueFor(parameter.schema).map((value) => [[parameter.name, value]] as [string, unknown][]),
          fc
            .array(valueFor(parameter.schema), { minLength: 2, maxLength: 3 })
            .map((values) => values.map((value) => [parameter.name, value] as [string, unknown])),
        ),
        { nil: [] as [string, unknown][], freq: 3 },
      ),
    ),
    fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostileValue), { nil: null, freq: 3 }),
  );
  const encoded = pairs.map((generated) => {
    const extra = generated[generated.length - 1] as [string, unknown] | null;
    const entries = (generated.slice(0, -1) as [string, unknown][][]).flat();
    if (extra) entries.push(extra);
    const params = new URLSearchParams();
    for (const [name, value] of entries) params.append(name, asText(value));
    const text = params.toString();
    return text ? `?${text}` : '';
  });
  return fc.oneof(
    { arbitrary: encoded, weight: 6 },
    { arbitrary: fc.constantFrom('?%E0%A4%A=1', '?a=%', '?&&==&', `?q=${'%00'.repeat(3)}`), weight: 1 },
  );
}

/** A generated value as URL text; String() would throw on objects whose generated keys shadow toString. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function pathValue(operation: Operation, name: string): fc.Arbitrary<string> {
  const declared = operation.parameters.find(
    (parameter) => parameter.in === 'path' && parameter.name === name,
  );
  return fc.oneof(
    { arbitrary: valueFor(declared?.schema).map((value) => encode(asText(value))), weight: 5 },
    { arbitrary: fc.constantFrom('%E0%A4%A', '..%2F..%2Fetc', '%00', '-1', '1.5', ''), weight: 1 },
  );
}

function bodyFor(route: DiscoveredRoute, operation: Operation): fc.Arbitrary<string | null> {
  if (route.method === 'GET')
    return fc.option(fc.constantFrom(...RAW_BODIES.slice(0, 3)), { nil: null, freq: 10 });
  return fc.oneof(
    {
      arbitrary: valueFor(operation.body ?? undefined).map((value) => JSON.stringify(value) ?? 'null'),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 1 },
    { arbitrary: multipartBody, weight: operation.multipart ? 4 : 1 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

const optionalHeaders = fc.record(
  {
    'idempotency-key': fc.oneof(headerValue, fc.uuid()),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'x/y;q=abc'),
    'accept-language': fc.constantFrom('ar-EG', 'en', '*', 'x'.repeat(300)),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue),
    'x-request-id': headerValue,
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999999-', 'bytes=a-b'),
    'if-none-match': headerValue,
    cookie: headerValue,
  },
  { requiredKeys: [] },
);

/**
 * Requests for one route: its declared path, query and body fields mostly well-formed (so they reach
 * the handler) with hostile values mixed in, odd content types and headers, and every credential kind.
 */
export function requestsFor(route: DiscoveredRoute, operation: Operation): fc.Arbitrary<FuzzCase> {
  const names = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  const wildcard = fc.oneof(
    fc.webSegment(),
    fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12).map(encode), 'a/b/../../c', 'x.js', 'x.webp'),
  );
  return fc
    .record({
      params: fc.tuple(...names.map((name) => pathValue(operation, name))),
      star: wildcard,
      query: queryString(operation),
      body: bodyFor(route, operation),
      contentType: fc.option(fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerValue), {
        nil: null,
        freq: 8,
      }),
      auth: fc.constantFrom<AuthChoice>('none', 'user', 'staff', 'garbage', 'gateway'),
      apiSignature: fc.constantFrom<SignatureChoice>('valid', 'valid', 'valid', 'missing', 'garbage'),
      hmac: fc.constantFrom<HmacChoice>('none', 'pay', 'sms', 'garbage', 'paymob'),
      headers: optionalHeaders,
    })
    .map(({ params, star, query, body, contentType, ...rest }) => {
      const path = fillPath(route.path, (name) => params[names.indexOf(name)] ?? '').replace('*', star);
      const json = body !== null && body.trim() !== '' && !body.startsWith('--');
      const defaultType =
        body === null ? null : json ? 'application/json' : 'multipart/form-data; boundary=fuzzboundary';
      return {
        method: route.method,
        url: path + query,
        body,
        contentType: contentType ?? defaultType,
        ...rest,
      };
    });
}

/** The case as a short line for a failure report. */
export function describeCase(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body === null ? '' : ` body=${JSON.stringify(fuzzCase.body.slice(0, 160))}`;
  return (
    `${fuzzCase.method} ${fuzzCase.url.slice(0, 200)} auth=${fuzzCase.auth} sig=${fuzzCase.apiSignature} ` +
    `hmac=${fuzzCase.hmac} type=${JSON.stringify(fuzzCase.contentType)} headers=${JSON.stringify(fuzzCase.headers).slice(0, 200)}${body}`
  );
}
