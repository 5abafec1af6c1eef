import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from './adjustable-clock.ts';

const MAX_OFFSET_MS = 400 * 86_400_000;

const ClockSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  offsetMs: z.number().int(),
  /** What the booking sweep run right after the move did (holds expired, rentals completed…). */
  sweep: z.record(z.string(), z.number()).optional(),
});

/**
 * Time travel for end-to-end journeys (decision 35): registered only when ADJUSTABLE_CLOCK is on, which the
 * configuration refuses in production. Moving the clock runs the booking sweep at once, so a rental whose end
 * date is now past is completed before the answer.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{
  clock: AdjustableClock;
  onMoved: () => Promise<Record<string, number>>;
}> = async (app, { clock, onMoved }) => {
  const current = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

  app.get(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'The marketplace’s clock and its offset from real time (ADJUSTABLE_CLOCK only)',
        response: { 200: ClockSchema },
      },
    },
    async () => current(),
  );

  app.put(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'Move the marketplace’s clock to real time + offsetMs (0 puts it back), then sweep bookings',
        body: z.strictObject({ offsetMs: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) }),
        response: { 200: ClockSchema },
      },
    },
    async (request) => {
      clock.setOffset(request.body.offsetMs);
      return { ...current(), sweep: await onMoved() };
    },
  );
};
