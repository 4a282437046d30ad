import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * fast-json-stringify from the JSON Schema of the zod response schema: the same answer as zod's
 * encode-then-JSON.stringify (only the declared fields, in their order) at a fraction of the CPU,
 * but it coerces instead of refusing a wrong value. null when the schema has no JSON Schema form.
 */
function compileFast(schema: z.ZodType): Serialize | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      override: ({ jsonSchema }) => {
        // fast-json-stringify leaves undeclared fields out anyway; `false` would make a union branch
        // refuse an object with extra fields, which zod accepts (and strips)
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
        // it throws on any value of a tuple (`items: [{}, {}]`, an audit entry's `[before, after]`):
        // its elements are written as JSON.stringify writes them, as zod's answer has them
        if (Array.isArray(jsonSchema.items)) {
          jsonSchema.items = {};
          delete jsonSchema.additionalItems;
        }
      },
    });
    return fastJsonStringify(jsonSchema as AnySchema);
  } catch {
    return null;
  }
}

/**
 * Serialises every response with fast-json-stringify instead of zod parsing it first (~0.2 ms per
 * page of cards). With `checkAgainstZod` (the test suite) zod still serialises the reply and a
 * fast-json-stringify answer that differs in any value is an error, so every API test proves the two
 * agree on the answers it covers.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) =>
    onFirstAnswer(() => {
      const viaZod = zodSerializerCompiler(route) as Serialize;
      const fast = compileFast(route.schema);
      if (!fast) return viaZod;
      if (!options.checkAgainstZod) return fast;
      return (data) => {
        const expected = viaZod(data);
        const actual = fast(data);
        if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
          throw new Error(
            `fast-json-stringify differs from zod on ${route.method} ${route.url}:\n${actual}\n${expected}`,
          );
        }
        return expected;
      };
    });
}

/**
 * A route's serialiser compiled when it first answers, not when the app starts: compiling all of them
 * took a third of a second per start (every API test file starts an app; most of its routes never answer).
 */
function onFirstAnswer(compile: () => Serialize): Serialize {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile())(data);
}
