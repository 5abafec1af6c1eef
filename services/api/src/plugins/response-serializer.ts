import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const definitionOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDefinition;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value with only the fields its schema declares, as a passing serialization would have sent it (an object
 * schema drops unknown keys), whatever else is wrong with it: nothing the schema keeps out gets out.
 */
export function declaredFieldsOf(schema: z.ZodType, value: unknown): unknown {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'object': {
      if (!isRecord(value)) return value;
      const shape = definition.shape ?? {};
      return Object.fromEntries(
        Object.keys(shape)
          .filter((key) => Object.hasOwn(value, key))
          .map((key) => [key, declaredFieldsOf(shape[key]!, value[key])]),
      );
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => declaredFieldsOf(definition.element!, item)) : value;
    case 'record':
      return isRecord(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, declaredFieldsOf(definition.valueType!, item)]),
          )
        : value;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return value === null || value === undefined ? value : declaredFieldsOf(definition.innerType!, value);
    case 'pipe':
      return declaredFieldsOf(definition.out ?? definition.in!, value);
    case 'lazy':
      return declaredFieldsOf(definition.getter!(), value);
    case 'union': {
      const options = definition.options ?? [];
      const matching = options.find((option) => option.safeParse(value).success);
      const sameKind = options.find((option) => (definitionOf(option).type === 'object') === isRecord(value));
      const chosen = matching ?? sameKind;
      return chosen ? declaredFieldsOf(chosen, value) : value;
    }
    default:
      return value;
  }
}

type RouteSchema = Parameters<typeof serializerCompiler>[0];

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;
/** The zod schema of a response, given directly or as `{ properties }` (fastify-type-provider-zod takes both). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (isZodSchema(schema)) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return isZodSchema(properties) ? properties : undefined;
}

/**
 * Answers are checked against their response schemas, as before, with one exception: the answer of a write that
 * has been done. A mismatch there is our mistake, found after the events were appended; a 500 would tell the
 * client the write failed and invite a retry. It is logged as an error and the answer goes out with the fields its
 * schema declares. Reads stay strict (a 500 there changes nothing and is safe to retry).
 */
export function responseSerializerCompiler(log: FastifyBaseLogger) {
  return (route: RouteSchema) => {
    const strict = serializerCompiler(route);
    const schema = zodSchemaOf(route.schema);
    if (!schema || !WRITE_METHODS.has(route.method.toUpperCase())) return strict;
    return (data: unknown) => {
      try {
        return strict(data);
      } catch (error) {
        log.error(
          { err: error, method: route.method, url: route.url },
          'the answer of a write does not match its response schema; sent with its declared fields',
        );
        return JSON.stringify(declaredFieldsOf(schema, data));
      }
    };
  };
}
