import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startConfiguredTracing } from './start-tracing.ts';
import { activeTraceparent, inSpan, traceLogFields, tracingActive } from './trace-context.ts';

describe('tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('starts no SDK and no exporter: spans are the API no-op and nothing is carried or logged', async () => {
    const config = loadConfig({});
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(await startConfiguredTracing(config, 'api')).toBeUndefined();
    expect(tracingActive()).toBe(false);
    expect(trace.getTracer('grand-tour').startSpan('anything').isRecording()).toBe(false);
    const inside = await inSpan('command Anything', {}, async () => ({
      span: trace.getActiveSpan(),
      traceparent: activeTraceparent(),
      fields: traceLogFields(),
    }));
    expect(inside).toEqual({ span: undefined, traceparent: undefined, fields: {} });
  });
});

describe('tracing configuration', () => {
  it('takes an http(s) collector address and refuses anything else', () => {
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('http://collector:4318');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => loadConfig({ OTEL_SERVICE_NAME: 'grand tour' })).toThrow(/OTEL_SERVICE_NAME/);
  });
});
