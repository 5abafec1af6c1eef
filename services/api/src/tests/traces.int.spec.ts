import { Writable } from 'node:stream';
import { startTracing, type Tracing } from '@grandtour/platform/tracing';
import {
  startFakeOtlpCollector,
  type CollectedSpan,
  type FakeOtlpCollector,
} from '@grandtour/platform/tracing/testing';
import { addDays, todayInParis } from '@grandtour/shared';
import { eventually } from '@grandtour/workers/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTraces } from '../plugins/request-traces.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { testBrowser } from '../testing/test-browser.ts';

/** The spans of one trace, and each one's chain of parents up to the trace's root. */
function traceOf(spans: readonly CollectedSpan[], traceId: string) {
  const inTrace = spans.filter((span) => span.traceId === traceId);
  const byId = new Map(inTrace.map((span) => [span.spanId, span]));
  const ancestorsOf = (span: CollectedSpan) => {
    const chain: CollectedSpan[] = [];
    for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? ''))
      chain.push(parent);
    return chain;
  };
  return { spans: inTrace, ancestorsOf };
}

// Tracing starts before the runtime (as the processes' entry points do), so the store and the app are built traced.
let collector: FakeOtlpCollector;
let tracing: Tracing | undefined;
beforeAll(async () => {
  collector = await startFakeOtlpCollector();
  tracing = await startTracing({ endpoint: collector.url, serviceName: 'grand-tour-test' });
});
afterAll(async () => {
  await tracing?.shutdown();
  await collector?.close();
});

for (const setup of mailSetups()) {
  describe(`traces on ${setup.database} with the ${setup.redis ? 'Redis' : 'database'} queue`, () => {
    const context = useMailTestRuntime(setup, { background: false, workers: true });

    it('follows one payment from the request through its command, append, projection and the e-mail job it caused', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = context.cars[0]!;
      const start = addDays(todayInParis(), 20);
      const booking = await bookAs(visit, context.runtime.app, car, {
        startDate: start,
        endDate: addDays(start, 2),
      });
      await payWithDemoCard(visit, booking);
      // The asynchronous read models, then the e-mail the confirmation caused (the reactor and workers run).
      await context.runtime.projectionRunner.catchUp();
      await eventually(() =>
        context.sink.messages.some(
          (mail) => mail.messageId.includes('.booking-confirmed@') && mail.to === 'lea@example.fr',
        ),
      );
      const jobSpan = await eventually(async () => {
        await tracing!.flush();
        return collector.spans.find((span) => span.name === 'job notifications/booking-confirmed') ?? false;
      });
      expect(collector.refused).toEqual([]);

      const request = collector.spans.find((span) => span.name === 'POST /api/demo-payments/confirm')!;
      expect(request).toBeDefined();
      expect(request.attributes).toMatchObject({
        'http.response.status_code': 200,
        'http.route': '/api/demo-payments/confirm',
      });
      expect(jobSpan.traceId).toBe(request.traceId);

      const trace = traceOf(collector.spans, request.traceId);
      const names = (spans: CollectedSpan[]) => spans.map((span) => span.name);
      // The job's span continues the append whose event caused it, inside the command, inside the request.
      const jobAncestors = names(trace.ancestorsOf(jobSpan));
      expect(jobAncestors[0]).toMatch(/^append booking$/);
      expect(jobAncestors).toContainEqual(expect.stringMatching(/^command /));
      expect(jobAncestors.at(-1)).toBe('POST /api/demo-payments/confirm');
      // The asynchronous projection that applied the same event, in the same trace.
      const projected = trace.spans.find(
        (span) =>
          span.name === 'project booking_timeline' && span.attributes['event.type'] === 'BookingConfirmed',
      );
      expect(projected).toBeDefined();
      const projectionAncestors = names(trace.ancestorsOf(projected!));
      expect(projectionAncestors[0]).toBe('append booking');
      expect(projectionAncestors.at(-1)).toBe('POST /api/demo-payments/confirm');
      // The read models written in the append's transaction, as its children.
      expect(
        trace.spans.some(
          (span) => span.name.startsWith('project ') && trace.ancestorsOf(span)[0]?.name === 'append booking',
        ),
      ).toBe(true);
      expect(new Set(trace.spans.map((span) => span.serviceName))).toEqual(new Set(['grand-tour-test']));
    });
  });
}

describe('request log lines with tracing on', () => {
  it('carry the request id and the trace and span ids of the request span', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(requestTraces);
    app.get('/hello', async (request) => {
      request.log.info('inside the handler');
      return { ok: true };
    });
    const response = await app.inject({ url: '/hello' });
    expect(response.statusCode).toBe(200);
    await app.close();
    const span = await eventually(async () => {
      await tracing!.flush();
      return collector.spans.find((candidate) => candidate.name === 'GET /hello') ?? false;
    });
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines.map((line) => line.msg)).toEqual([
      'incoming request',
      'inside the handler',
      'request completed',
    ]);
    for (const line of requestLines)
      expect(line).toMatchObject({ trace_id: span.traceId, span_id: span.spanId });
  });
});
