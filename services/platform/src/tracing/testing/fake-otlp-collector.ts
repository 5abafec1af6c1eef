import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding carries it (ids in hex), with its resource's service.name. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  serviceName: string | undefined;
  attributes: Record<string, unknown>;
}

interface OtlpAnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: OtlpAnyValue[] };
}
interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}
/** ExportTraceServiceRequest, JSON encoding (opentelemetry-proto, collector/trace/v1). */
interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: OtlpKeyValue[];
      }[];
    }[];
  }[];
}

const valueOf = (value: OtlpAnyValue): unknown =>
  value.stringValue ??
  value.intValue ??
  value.boolValue ??
  value.doubleValue ??
  value.arrayValue?.values?.map(valueOf);

const attributesOf = (attributes: OtlpKeyValue[] | undefined) =>
  Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, valueOf(value)]));

export interface FakeOtlpCollector {
  /** The base address to give as OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: CollectedSpan[];
  /** Export requests that were not OTLP JSON on POST /v1/traces. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for an OpenTelemetry collector on loopback: it takes OTLP/HTTP trace exports in the JSON encoding (what
 * @opentelemetry/exporter-trace-otlp-http sends) on POST /v1/traces and keeps their spans.
 */
export async function startFakeOtlpCollector(port = 0): Promise<FakeOtlpCollector> {
  const spans: CollectedSpan[] = [];
  const refused: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '';
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !type.startsWith('application/json')) {
        refused.push(`${request.method} ${request.url} ${type}`);
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportTraceServiceRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name'] as
          string | undefined;
        for (const scopeSpans of resourceSpans.scopeSpans ?? [])
          for (const span of scopeSpans.spans ?? [])
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              serviceName,
              attributes: attributesOf(span.attributes),
            });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    spans,
    refused,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
