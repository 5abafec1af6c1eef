import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOpenStreams, type OpenStreams } from './open-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: OpenStreams;
  }
}

/** This process's live streams, capped (LIVE_STREAMS_MAX) and ended before the server closes. */
export const liveStreams = fp(
  async (app: FastifyInstance, options: { maxStreams: number }) => {
    const streams = createOpenStreams(options.maxStreams);
    app.decorate('liveStreams', streams);
    app.addHook('preClose', (done) => {
      streams.endAll();
      done();
    });
  },
  { name: 'live-streams' },
);
