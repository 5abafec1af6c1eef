import { z } from 'zod';
import { CalendarDateSchema } from '../time/calendar-date.ts';

/** A position in the global log, as text (the numbers outgrow JSON's). */
export const LogPositionTextSchema = z.object({ commit: z.string(), prepare: z.string() });

/** `GET /api/admin/projections`: what `npm run ops -- projections status` prints. */
export const ProjectionsStatusSchema = z.object({
  head: LogPositionTextSchema.nullable(),
  events: z.number().int(),
  projections: z.array(
    z.object({
      name: z.string(),
      mode: z.enum(['inline', 'async']),
      tables: z.array(z.string()),
      checkpoint: LogPositionTextSchema.nullable(),
      lag: z.number().int(),
      owner: z.string().nullable(),
      updatedAt: z.string().nullable(),
      rebuilding: z.boolean(),
      /** Stopped at an event its handler could not apply: the checkpoint stays just before it, the others go on. */
      failure: z
        .object({
          position: LogPositionTextSchema,
          eventId: z.string(),
          eventType: z.string(),
          streamName: z.string(),
          streamPosition: z.number().int(),
          error: z.string(),
          attempts: z.number().int(),
          firstFailedAt: z.iso.datetime(),
          lastFailedAt: z.iso.datetime(),
          /** When a runner tries again (now or past: at its next poll); `npm run ops -- projections retry` sets now. */
          retryAt: z.iso.datetime(),
          owner: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type ProjectionsStatusResponse = z.infer<typeof ProjectionsStatusSchema>;

/** Paris calendar days, both included; either end may be left open. */
export const RevenuePeriodSchema = z
  .object({ from: CalendarDateSchema.optional(), to: CalendarDateSchema.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'from is after to', path: ['to'] });
export type RevenuePeriod = z.infer<typeof RevenuePeriodSchema>;

/** Money of a period, in EUR cents. */
export const RevenueTotalsSchema = z.object({
  /** Payments captured. */
  cashInCents: z.number().int(),
  /** Refunds paid back. */
  refundsCents: z.number().int(),
  /** What the platform earned: service fees of confirmed bookings, net of cancellations, plus its share of kept fees. */
  platformRevenueCents: z.number().int(),
  /** What owners are owed, on the same terms. */
  ownerPayoutsCents: z.number().int(),
  /** Cancellation fees kept (owner's and platform's shares together). */
  cancellationFeesCents: z.number().int(),
});
export type RevenueTotals = z.infer<typeof RevenueTotalsSchema>;

/** One figure a read model holds that the events do not give (null: no such row, or no such booking's events). */
export const RevenueDifferenceSchema = z.object({
  source: z.enum(['bookings', 'platform_revenue', 'owner_stats']),
  /** The booking id (bookings, platform_revenue) or the owner_stats row id (`owner:car:day`). */
  id: z.string(),
  field: z.string(),
  expected: z.number().int().nullable(),
  found: z.number().int().nullable(),
});
export type RevenueDifference = z.infer<typeof RevenueDifferenceSchema>;

/** `GET /api/admin/revenue-audit`: what `npm run ops -- revenue audit` prints. */
export const RevenueAuditSchema = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** Bookings with a movement or a creation in the period. */
  bookings: z.number().int(),
  /** Recomputed from the events. */
  expected: RevenueTotalsSchema,
  /** Read from the read models. */
  found: RevenueTotalsSchema,
  differences: z.array(RevenueDifferenceSchema),
  /** Revenue events the asynchronous read models have not reached yet: left out of both sides. */
  notYetProjected: z.object({ platformRevenue: z.number().int(), ownerStats: z.number().int() }),
  ok: z.boolean(),
});
export type RevenueAudit = z.infer<typeof RevenueAuditSchema>;

/** `GET /api/admin/bookings/{id}/events`: a booking's stream, as recorded. */
export const BookingHistorySchema = z.object({
  bookingId: z.uuid(),
  events: z.array(
    z.object({
      position: z.number().int(),
      type: z.string(),
      eventId: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type BookingHistory = z.infer<typeof BookingHistorySchema>;
