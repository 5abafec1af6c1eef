import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What the hook observes into (the process's latency histogram). */
export interface RequestDurations {
  observe(labels: { method: string; route: string; status_code: string }, seconds: number): void;
}

/**
 * Each answer's duration by route template (never the raw URL, whose ids would make a series per car), method and
 * status, recorded once the answer has gone (decision 101).
 */
export const requestMetrics = fp(
  async (app: FastifyInstance, options: { durations: RequestDurations }) => {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      options.durations.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'request-metrics' },
);
