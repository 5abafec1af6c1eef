import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI 3 document the walk reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** The parameters (path or query) whose schema is a calendar date. */
  dateParameters: string[];
  jsonBody?: JsonSchema;
  multipart: boolean;
}

export interface HostileRequest {
  route: Route;
  /** What is wrong with it, for the failure message. */
  label: string;
  url: string;
  body?: string | Buffer;
  contentType?: string;
  /** The request must be refused (4xx), not merely survive. */
  mustRefuse: boolean;
  /** The error code the refusal must carry (its localized message), when one is called for. */
  refusedWith?: string;
}

/** Strings that break careless SQL, HTML, paths, JSON handling or encodings. */
export const INJECTIONS = [
  `' OR '1'='1' --`,
  `1; DROP TABLE emt_messages; --`,
  `<script>alert(document.cookie)</script>`,
  `../../../../etc/passwd`,
  `{"$gt":""}`,
  `\u0000\u202e😈`,
  'x'.repeat(5000),
];

/** Days that do not exist, badly written days and years no calendar question here is about. */
export const IMPOSSIBLE_DATES = [
  '2027-02-29',
  '2027-02-30',
  '2027-04-31',
  '2027-06-31',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-1-5',
  '0000-01-01',
  '2027-02-29T10:00:00.000Z',
];

/** Text no database column can hold: a lone UTF-16 surrogate (sent as a JSON escape) and the NUL character. */
export const UNSTORABLE_TEXTS = ['\ud800', 'Mod\udc00èle', 'a\u0000b'];

/** A JSON body nested `depth` levels deep, in arrays or in objects. */
export const deeplyNested = (depth: number, kind: 'arrays' | 'objects') =>
  kind === 'arrays' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whether a schema is a calendar date (or a date-or-instant union whose first form is one). */
export function isDateSchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'date') return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some((option) => option.format === 'date');
}

/** Where the dates are in a body schema: paths into its sample (`sampleOf`), arrays at their first item. */
export function datePathsOf(
  schema: JsonSchema | undefined,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (!schema) return [];
  if (isDateSchema(schema)) return [path];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return datePathsOf(choice.find((option) => option.type !== 'null') ?? choice[0], path);
  const paths = Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
    datePathsOf(value, [...path, key]),
  );
  return schema.items ? [...paths, ...datePathsOf(schema.items, [...path, 0])] : paths;
}

/** Where the length-limited texts are in a body schema, with their limits (paths into its sample). */
export function lengthLimitsOf(
  schema: JsonSchema | undefined,
  path: (string | number)[] = [],
): { path: (string | number)[]; maxLength: number }[] {
  if (!schema) return [];
  if (schema.maxLength !== undefined) return [{ path, maxLength: schema.maxLength }];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return choice.flatMap((option) => lengthLimitsOf(option, path)).slice(0, 1);
  const limits = Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
    lengthLimitsOf(value, [...path, key]),
  );
  return schema.items ? [...limits, ...lengthLimitsOf(schema.items, [...path, 0])] : limits;
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withValueAt(item, rest, next) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withValueAt(record[head!], rest, next) };
}

export function routesOf(document: OpenApiDocument): Route[] {
  // A live stream (`…/stream`, text/event-stream) answers a good request with a stream that never ends; its one
  // input, the position to resume from, is refused with a 400 in the live streams' own tests (event-stream.int.spec).
  const answered = Object.entries(document.paths).filter(([path]) => !path.endsWith('/stream'));
  return answered.flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as Route['method'],
        path,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        dateParameters: parameters.filter((p) => isDateSchema(p.schema)).map((p) => p.name),
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || path.endsWith('/photos'),
      };
    }),
  );
}

/** A plausible value of the schema: enough to get past the first checks and reach the code behind them. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'sample';
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]);
  if (schema.enum?.length) return schema.enum[0];
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      );
    case 'array':
      return [sampleOf(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2030-01-10';
      if (schema.format === 'date-time') return '2030-01-10T10:00:00.000Z';
      return 'Fuzz'.padEnd(Math.max(schema.minLength ?? 0, 4), 'z');
  }
}

/** Every string in the sample, one at a time, replaced by each injection; every other leaf by a wrong type. */
function hostileVariants(sample: unknown): { label: string; value: unknown; refusedWith?: string }[] {
  const variants: { label: string; value: unknown; refusedWith?: string }[] = [];
  const visit = (value: unknown, replace: (next: unknown) => unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        visit(item, (next) => replace(value.map((v, i) => (i === index ? next : v))), `${where}[${index}]`),
      );
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        visit(item, (next) => replace({ ...value, [key]: next }), `${where}.${key}`);
    } else if (typeof value === 'string') {
      for (const injection of INJECTIONS)
        variants.push({ label: `${where} = ${injection.slice(0, 30)}`, value: replace(injection) });
      for (const text of UNSTORABLE_TEXTS)
        variants.push({
          label: `${where} = ${JSON.stringify(text)} (unstorable)`,
          value: replace(text),
          refusedWith: 'invalid_text',
        });
      variants.push({ label: `${where} as a number`, value: replace(12345) });
      variants.push({
        label: `${where} as arrays 40 deep`,
        value: replace(JSON.parse(deeplyNested(40, 'arrays'))),
        refusedWith: 'json_too_deep',
      });
    } else {
      variants.push({ label: `${where} as a string`, value: replace(INJECTIONS[0]) });
      variants.push({ label: `${where} as an object`, value: replace({ $ne: null }) });
    }
  };
  visit(sample, (next) => next, 'body');
  return variants;
}

const fill = (route: Route, values: Record<string, string>, raw: Record<string, string> = {}) =>
  route.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => raw[name] ?? encodeURIComponent(values[name] ?? randomUUID()),
  );

/** Percent-encoded bytes no text may hold: NUL, and a lone surrogate written as UTF-8 bytes (which UTF-8 forbids). */
const UNSTORABLE_URL_TEXTS = [
  { raw: '%00', mustRefuse: true },
  { raw: 'a%ED%A0%80b', mustRefuse: false },
];
/** A JSON body with a lone surrogate written as raw bytes (not valid UTF-8). */
const rawSurrogateBody = () =>
  Buffer.concat([Buffer.from('{"text":"Mod'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('le"}')]);

/** The hostile requests for one route: path, query and body, one fault at a time. */
export function hostileRequestsFor(route: Route, validIds: Record<string, string>): HostileRequest[] {
  const url = fill(route, validIds);
  const requests: HostileRequest[] = [];
  const add = (label: string, request: Omit<HostileRequest, 'route' | 'label'>) =>
    requests.push({ route, label, ...request });
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const sample = route.jsonBody ? sampleOf(route.jsonBody) : undefined;
  const sampleBody = () => (route.jsonBody ? json(sample) : {});

  for (const name of route.pathParameters) {
    for (const injection of INJECTIONS)
      add(`path ${name} = ${injection.slice(0, 30)}`, {
        url: fill(route, { ...validIds, [name]: injection }),
        ...sampleBody(),
        mustRefuse: false,
      });
    for (const { raw, mustRefuse } of UNSTORABLE_URL_TEXTS)
      add(`path ${name} = ${raw}`, {
        url: fill(route, validIds, { [name]: raw }),
        ...sampleBody(),
        mustRefuse,
      });
  }
  for (const name of route.queryParameters) {
    for (const injection of [...INJECTIONS, '', '-1', '1e309', 'NaN', '[]'])
      add(`query ${name} = ${injection.slice(0, 30)}`, {
        url: `${url}?${new URLSearchParams({ [name]: injection })}`,
        ...sampleBody(),
        mustRefuse: false,
      });
    for (const { raw, mustRefuse } of UNSTORABLE_URL_TEXTS)
      add(`query ${name} = ${raw}`, { url: `${url}?${name}=${raw}`, ...sampleBody(), mustRefuse });
  }
  for (const name of route.dateParameters)
    for (const date of IMPOSSIBLE_DATES)
      add(`${route.pathParameters.includes(name) ? 'path' : 'query'} ${name} = ${date}`, {
        url: route.pathParameters.includes(name)
          ? fill(route, { ...validIds, [name]: date })
          : `${url}?${new URLSearchParams({ [name]: date })}`,
        ...sampleBody(),
        mustRefuse: true,
        refusedWith: 'invalid_date',
      });
  if (route.method === 'GET' || route.method === 'DELETE') {
    add('a repeated parameter', { url: `${url}?a=1&a=2&a[]=3`, mustRefuse: false });
    return requests;
  }
  if (route.multipart) {
    add('JSON where a file is expected', { url, ...json({ file: 'x' }), mustRefuse: true });
    add('a broken multipart body', {
      url,
      body: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image',
      contentType: 'multipart/form-data; boundary=b',
      mustRefuse: true,
    });
    return requests;
  }
  add('malformed JSON', { url, body: '{"a": ', contentType: 'application/json', mustRefuse: true });
  add('an oversized body', { url, ...json({ blob: 'x'.repeat(300 * 1024) }), mustRefuse: true });
  add('a body that is not JSON', { url, body: 'a=1&b=2', contentType: 'text/plain', mustRefuse: false });
  const deep = { contentType: 'application/json', mustRefuse: true, refusedWith: 'json_too_deep' };
  add('arrays nested 33 deep', { url, body: deeplyNested(33, 'arrays'), ...deep });
  add('objects nested 33 deep', { url, body: deeplyNested(33, 'objects'), ...deep });
  add('arrays nested 10,000 deep (20 kB)', { url, body: deeplyNested(10_000, 'arrays'), ...deep });
  add('objects nested 4,000 deep (20 kB)', { url, body: deeplyNested(4_000, 'objects'), ...deep });
  add('a lone surrogate as raw bytes', {
    url,
    body: rawSurrogateBody(),
    contentType: 'application/json',
    mustRefuse: true,
    refusedWith: 'invalid_text',
  });
  if (!route.jsonBody) return requests;
  add('a lone surrogate in a key', {
    url,
    ...json({ ...(sample && typeof sample === 'object' ? sample : {}), '\ud800': 'x' }),
    mustRefuse: true,
    refusedWith: 'invalid_text',
  });
  for (const wrong of [[], 42, 'text', null, true])
    add(`a body of the wrong type (${JSON.stringify(wrong)})`, { url, ...json(wrong), mustRefuse: true });
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    add('an unknown field', { url, ...json({ ...sample, unexpectedField: 'x' }), mustRefuse: true });
    add('a prototype key', {
      url,
      body: JSON.stringify(sample).replace(/^\{/, '{"__proto__":{"admin":true},'),
      contentType: 'application/json',
      mustRefuse: true,
    });
  }
  for (const path of datePathsOf(route.jsonBody))
    for (const date of IMPOSSIBLE_DATES)
      add(`body.${path.join('.')} = ${date}`, {
        url,
        ...json(withValueAt(sample, path, date)),
        mustRefuse: true,
        refusedWith: 'invalid_date',
      });
  for (const { path, maxLength } of lengthLimitsOf(route.jsonBody)) {
    const field = `body.${path.join('.')}`;
    add(`${field} at its limit (${maxLength})`, {
      url,
      ...json(withValueAt(sample, path, 'x'.repeat(maxLength))),
      mustRefuse: false,
    });
    add(`${field} one past its limit (${maxLength + 1})`, {
      url,
      ...json(withValueAt(sample, path, 'x'.repeat(maxLength + 1))),
      mustRefuse: true,
      refusedWith: 'validation_failed',
    });
  }
  for (const variant of hostileVariants(sample))
    add(variant.label, {
      url,
      ...json(variant.value),
      mustRefuse: variant.refusedWith !== undefined,
      refusedWith: variant.refusedWith,
    });
  return requests;
}
