import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify reads `nullable: true` quickly; an `anyOf` with null makes it run a
 * validator on every value. So `anyOf: [X, {type: null}]` becomes X marked nullable.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nonNull = anyOf.filter((s) => s.type !== 'null');
    if (nonNull.length === 1 && typeof nonNull[0]!.type === 'string') {
      const { anyOf: _dropped, ...rest } = schema;
      return { ...rest, ...nonNull[0], nullable: true };
    }
  }
  return schema;
}

/** The JSON Schema fast-json-stringify compiles from a contract's zod schema. */
export function toSerializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/**
 * Production: each response schema compiled into a string builder (fast-json-stringify), the way
 * Fastify serialises JSON-schema routes, on the route's first answer rather than at start: the
 * ~200 schemas took ~0.3 s of every restart (issue 31's profile). With `validate` (the test suite)
 * every schema is compiled at start as before, every answer is first checked against its zod
 * schema, and the compiled builder must produce the same JSON, so the suite also proves the fast
 * path right. A schema the compiler cannot take keeps the zod serializer.
 */
export function responseSerializerCompiler(options: {
  validate: boolean;
  onFallback?: (url: string, error: unknown) => void;
}): FastifySerializerCompiler<z.ZodType> {
  const compile = (route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]) => {
    try {
      return fastJson(toSerializerSchema(route.schema as z.ZodType)) as (d: unknown) => string;
    } catch (error) {
      options.onFallback?.(route.url, error);
      return undefined;
    }
  };
  const zodSerializer = (route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]) =>
    zodSerializerCompiler(route as never) as (data: unknown) => string;
  return (route) => {
    if (!options.validate) {
      let serialize: ((data: unknown) => string) | undefined;
      return (data) => {
        serialize ??= compile(route) ?? zodSerializer(route);
        return serialize(data);
      };
    }
    const compiled = compile(route);
    const checked = zodSerializer(route);
    if (!compiled) return checked;
    const fast = compiled;
    return (data) => {
      const json = checked(data);
      const fastJsonText = fast(data);
      if (!isDeepStrictEqual(JSON.parse(fastJsonText), JSON.parse(json))) {
        throw new Error(
          `Compiled serializer of ${route.method} ${route.url} differs from the contract:\n${fastJsonText}\n${json}`,
        );
      }
      return json;
    };
  };
}
