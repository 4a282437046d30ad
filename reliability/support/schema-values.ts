import fc from 'fast-check';
import type { JsonSchema } from './openapi';

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

/** Strings that have broken parsers, drivers and databases elsewhere. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil\u202C',
  '٠١٢٣٤٥٦٧٨٩',
  '９９９',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  "' OR 1=1 --",
  '"; DROP TABLE donations; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👨‍👩‍👧',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
];

/** Numbers at the edges of integer columns, JSON and JavaScript. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  INT32_MAX,
  INT32_MAX + 1,
  INT32_MIN - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e300,
  Number.MIN_VALUE,
];

/** Arabic and Latin letters, digits of both kinds and a few symbols: what a person might type. */
const typedCharacter = fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهويىةءأإآ ٠١٢٣٤٥٦٧٨٩ abcXYZ0129 @._-');

/** Any value a hostile client could send where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: typedCharacter, maxLength: 40 }),
  fc.constant(null),
  fc.boolean(),
);

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  let min = schema.minimum ?? -Number.MAX_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMinimum === true) min += 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  const small = fc.integer({ min: Math.max(min, INT32_MIN), max: Math.min(max, INT32_MAX) });
  const edges = [min, max, 1, INT32_MAX, INT32_MAX + 1].filter((value) => value >= min && value <= max);
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: fc.constantFrom(...edges), weight: 1 });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 200));
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength });
      fc.sample(matching, 1);
      return matching;
    } catch {
      // fast-check cannot build every pattern (\p{…}); plain typed text still exercises the rule
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  return fc.string({ unit: typedCharacter, minLength, maxLength });
}

/** A value that mostly fits the schema, with any of its parts now and then replaced by a hostile one. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const fitting = fittingValue(schema, depth);
  return fc.oneof({ arbitrary: fitting, weight: 5 }, { arbitrary: hostileValue, weight: 1 });
}

function fittingValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf?.slice(0, 1);
  let base: fc.Arbitrary<unknown>;
  if (schema.enum) base = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) base = fc.constant(schema.const);
  else if (variants) base = fc.oneof(...variants.map((variant) => fittingValue(variant, depth)));
  else if (schema.type === 'integer') base = integerArbitrary(schema);
  else if (schema.type === 'number')
    base = fc.oneof(integerArbitrary(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
  else if (schema.type === 'string') base = stringArbitrary(schema);
  else if (schema.type === 'boolean') base = fc.boolean();
  else if (schema.type === 'array')
    base = fc.array(valueFor(schema.items, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  else if (schema.type === 'object' || schema.properties) base = objectValue(schema, depth);
  else base = hostileValue;
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** One plausible value for a schema, the same every time (authorization calls need a body that passes). */
export function exampleFor(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (variants) return exampleFor(variants[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'email' || schema.pattern?.includes('@')) return 'matrix@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'قيمة تجريبية للفحص'.slice(0, Math.max(schema.maxLength ?? 20, schema.minLength ?? 1));
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleFor(property)]),
      );
  }
}

/** A header value a real HTTP client can send: tab, visible ASCII, space and Latin-1 (obs-text). */
export const headerValue = fc.oneof(
  fc.string({
    unit: fc.constantFrom('\t', ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))),
  }),
  fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom('', 'Bearer ', 'Bearer x', `Bearer ${'a'.repeat(300)}`, 'Basic ', 'null', 't=1,v1=00'),
);
