import type { IncomingMessage } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { tracer } from '@grandtour/platform/tracing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface RequestTrace {
  span: Span;
  context: Context;
}

const TRACE = Symbol('request trace');
type TracedMessage = IncomingMessage & { [TRACE]?: RequestTrace };

const traceOf = (request: FastifyRequest) => (request.raw as TracedMessage)[TRACE];

/** The request's span, continuing the caller's trace when it sends a W3C traceparent (a proxy in front, say). */
function startRequestSpan(raw: TracedMessage): RequestTrace {
  const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
  const method = raw.method ?? 'GET';
  const span = tracer().startSpan(
    method,
    // The path without its query string: a query may carry what does not belong in a trace.
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': (raw.url ?? '/').split('?', 1)[0] },
    },
    parent,
  );
  return (raw[TRACE] = { span, context: trace.setSpan(parent, span) });
}

/**
 * A span for each request (only registered when tracing is on), the command, append and projections it runs being
 * its children. Every log line of the request carries its trace_id and span_id beside reqId: the request's logger is
 * made with them, before Fastify's own "incoming request" line.
 */
export const requestTraces = fp(
  async (app: FastifyInstance) => {
    app.setChildLoggerFactory(function (logger, bindings, options, raw) {
      const { span } = startRequestSpan(raw as TracedMessage);
      const { traceId, spanId } = span.spanContext();
      return logger.child({ ...bindings, trace_id: traceId, span_id: spanId }, options);
    });
    // Callback hooks: the rest of the request (the body's parsing resumes elsewhere, hence twice) runs in its span.
    const enterSpan = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      const requestTrace = traceOf(request);
      if (requestTrace) context.with(requestTrace.context, done);
      else done();
    };
    app.addHook('onRequest', enterSpan);
    app.addHook('preHandler', enterSpan);
    app.addHook('onError', (request, _reply, error, done) => {
      traceOf(request)?.span.recordException(error);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const requestTrace = traceOf(request);
      if (requestTrace) {
        const { span } = requestTrace;
        const route = request.routeOptions.url;
        if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      const requestTrace = traceOf(request);
      requestTrace?.span.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted by the client' }).end();
      done();
    });
  },
  { name: 'request-traces' },
);
