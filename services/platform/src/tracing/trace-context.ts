import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

const TRACER_NAME = 'grand-tour';
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

// Set by startTracing: with tracing off, every helper below calls straight through (not even the API's no-op spans).
let active = false;

/** Whether this process exports traces (OTEL_EXPORTER_OTLP_ENDPOINT was set when it started). */
export const tracingActive = () => active;

export function setTracingActive(on: boolean) {
  active = on;
}

export const tracer = () => trace.getTracer(TRACER_NAME);

/** The W3C traceparent of the span this code runs in, to be carried by what it writes (event metadata, job data). */
export function activeTraceparent(): string | undefined {
  if (!active) return undefined;
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId, traceFlags } = span.spanContext();
  if (!trace.isSpanContextValid(span.spanContext())) return undefined;
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

/** The context whose parent is the span a traceparent names; the root context when it names none. */
export function contextOf(traceparent: string | undefined): Context {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return ROOT_CONTEXT;
  const [, traceId, spanId, flags] = match as unknown as [string, string, string, string];
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  });
}

async function runInSpan<T>(span: Span, parent: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
    throw error;
  } finally {
    span.end();
  }
}

/** `work` in a child span of the current one (when tracing is on). */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!active) return work();
  const parent = context.active();
  return runInSpan(tracer().startSpan(name, { attributes }, parent), parent, work);
}

/**
 * `work` in a span continuing the trace a traceparent names (an event's metadata, a job's data): the projection that
 * applies an event, the job an event caused. Without a traceparent, or with tracing off, just `work`.
 */
export function inSpanFrom<T>(
  traceparent: string | undefined,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!active || !traceparent) return work();
  const parent = contextOf(traceparent);
  const span = tracer().startSpan(name, { attributes, kind: SpanKind.CONSUMER }, parent);
  return runInSpan(span, parent, work);
}

/** trace_id and span_id of the current span for a log line; nothing outside a span or with tracing off. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  if (!active) return {};
  const span = trace.getActiveSpan();
  if (!span || !trace.isSpanContextValid(span.spanContext())) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The trace an event or job belongs to, for a log line about it written outside its span. */
export function traceIdOf(carrier: { metadata: { traceparent?: string } }): { trace_id?: string } {
  const match = carrier.metadata.traceparent ? TRACEPARENT.exec(carrier.metadata.traceparent) : null;
  return match ? { trace_id: match[1]! } : {};
}
