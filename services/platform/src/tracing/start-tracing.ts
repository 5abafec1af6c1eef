import { context, propagation, trace } from '@opentelemetry/api';
import type { Config } from '../config.ts';
import { setTracingActive } from './trace-context.ts';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to `<endpoint>/v1/traces`. Unset: off. */
  endpoint: string | undefined;
  /** service.name on every span: which process made it (api, projections, workers). */
  serviceName: string;
}

export interface Tracing {
  /** Exports the spans still buffered (tests, shutdown). */
  flush(): Promise<void>;
  /** Exports what is buffered, then stops: spans made afterwards are dropped. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK when an OTLP endpoint is configured; otherwise loads nothing and returns undefined, and
 * the tracing helpers call straight through. Spans leave in the background (batch span processor, OTLP/HTTP JSON), so
 * a collector that is slow or down never holds a request up.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | undefined> {
  if (!options.endpoint) return undefined;
  // Loaded only here: a process without an endpoint never pays for the SDK.
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  setTracingActive(true);
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      setTracingActive(false);
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** Tracing as configured for one of the processes (`api`, `workers`, `projections`). */
export const startConfiguredTracing = (
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
  process: string,
) =>
  startTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME ?? `grand-tour-${process}`,
  });
