import { SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * `work` in a `command <name>` span under the request's. Only the tracing API is used here (the deciders' package does
 * no I/O): with tracing off there is no active span, so the work runs straight through.
 */
export async function inCommandSpan<T>(name: string, stream: string, work: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()) return work();
  return trace
    .getTracer('grand-tour')
    .startActiveSpan(`command ${name}`, { attributes: { 'command.stream': stream } }, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        throw error;
      } finally {
        span.end();
      }
    });
}
