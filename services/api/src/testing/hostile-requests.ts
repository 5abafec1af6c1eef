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
  jsonBody?: JsonSchema;
  multipart: boolean;
}

export interface HostileRequest {
  route: Route;
  /** What is wrong with it, for the failure message. */
  label: string;
  url: string;
  body?: string;
  contentType?: string;
  /** The request must be refused (4xx), not merely survive. */
  mustRefuse: boolean;
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

export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as Route['method'],
        path,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
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
function hostileVariants(sample: unknown): { label: string; value: unknown }[] {
  const variants: { label: string; value: unknown }[] = [];
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
      variants.push({ label: `${where} as a number`, value: replace(12345) });
    } else {
      variants.push({ label: `${where} as a string`, value: replace(INJECTIONS[0]) });
      variants.push({ label: `${where} as an object`, value: replace({ $ne: null }) });
    }
  };
  visit(sample, (next) => next, 'body');
  return variants;
}

const fill = (route: Route, values: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? randomUUID()));

/** The hostile requests for one route: path, query and body, one fault at a time. */
export function hostileRequestsFor(route: Route, validIds: Record<string, string>): HostileRequest[] {
  const url = fill(route, validIds);
  const requests: HostileRequest[] = [];
  const add = (label: string, request: Omit<HostileRequest, 'route' | 'label'>) =>
    requests.push({ route, label, ...request });
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const sample = route.jsonBody ? sampleOf(route.jsonBody) : undefined;
  const sampleBody = () => (route.jsonBody ? json(sample) : {});

  for (const name of route.pathParameters)
    for (const injection of INJECTIONS)
      add(`path ${name} = ${injection.slice(0, 30)}`, {
        url: fill(route, { ...validIds, [name]: injection }),
        ...sampleBody(),
        mustRefuse: false,
      });
  for (const name of route.queryParameters)
    for (const injection of [...INJECTIONS, '', '-1', '1e309', 'NaN', '[]'])
      add(`query ${name} = ${injection.slice(0, 30)}`, {
        url: `${url}?${new URLSearchParams({ [name]: injection })}`,
        ...sampleBody(),
        mustRefuse: false,
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
  if (!route.jsonBody) return requests;
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
  for (const variant of hostileVariants(sample))
    add(variant.label, { url, ...json(variant.value), mustRefuse: false });
  return requests;
}
