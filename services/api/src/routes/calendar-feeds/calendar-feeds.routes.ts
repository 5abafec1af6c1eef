import type { OwnerQueries } from '@grandtour/projections';
import { addDays, todayInParis } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarTexts, mergeDays, renderIcal, type IcalPeriod } from './ical.ts';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

const PAST_DAYS = 90;
/**
 * `GET /api/calendar-feeds/{token}.ics`: a car's booked and blocked days as iCalendar, for the owner's other
 * calendars. The token is the only key (no cookie: calendar apps have none); customers' names never appear.
 */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ owner: OwnerQueries; clock: () => Date }> = async (
  app,
  { owner, clock },
) => {
  app.get(
    '/api/calendar-feeds/:file',
    {
      schema: {
        tags: ['owner'],
        summary: 'A car’s iCal feed (secret address from /api/owner/cars/{id}/calendar-feed)',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) }),
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const feed = await owner.feeds.feedOfToken(request.params.file.slice(0, -4));
      const car = feed && (await owner.findCar(feed.ownerId, feed.carId));
      if (!feed || !car) return sendError(reply, request, 404, 'not_found');
      const now = clock();
      const texts = calendarTexts(preferredLanguage(request.headers['accept-language']));
      const { periods, blocks } = await owner.carSchedule(
        car.id,
        addDays(todayInParis(now), -PAST_DAYS),
        now,
      );
      const events: IcalPeriod[] = [
        ...periods.map((period) => ({
          uid: `${period.source_id.replace(':', '-')}@grandtour`,
          start: period.start,
          end: period.end,
          summary: period.kind === 'reservation' ? texts.booked : texts.held,
          tentative: period.kind === 'hold',
        })),
        ...mergeDays(
          blocks.map((block) => ({ ...block, key: JSON.stringify([block.reason, block.notes]) })),
        ).map((block) => ({
          uid: `block-${car.id}-${block.date}@grandtour`,
          start: block.date,
          end: block.end,
          summary: block.reason
            ? `${texts.blocked} · ${texts.reasons[block.reason] ?? block.reason}`
            : texts.blocked,
          description: block.notes,
        })),
      ].sort((a, b) => a.start.localeCompare(b.start));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="grand-tour-${car.id}.ics"`)
        .send(renderIcal(`Grand Tour · ${car.brand} ${car.model}`, events, now));
    },
  );
};
