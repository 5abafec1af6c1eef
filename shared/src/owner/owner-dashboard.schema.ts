import { z } from 'zod';
import { PendingRequestSchema } from '../booking-requests/booking-request.schema.ts';

/** `GET /api/owner/dashboard`: the four cards, the last 12 months' earnings and each car's occupancy. */
export const OwnerDashboardSchema = z.object({
  vehicles: z.number().int().describe('Listed cars'),
  activeBookings: z.number().int().describe('Bookings with status confirmed'),
  pendingBookings: z.number().int().describe('Bookings with status pending'),
  /** Requests to book waiting for the owner's answer, soonest due first (decision 85). */
  pendingRequests: z.array(PendingRequestSchema),
  revenueThisMonthCents: z
    .number()
    .int()
    .describe(
      "This month's gross earnings (Paris time), the last month of revenueByMonth: payouts of bookings confirmed this " +
        'month, less payouts taken back by cancellations, plus the owner’s share of kept cancellation fees',
    ),
  commissionThisMonthCents: z
    .number()
    .int()
    .describe(
      "The commission kept this month out of the owner's payouts scheduled this month (decision 0080)",
    ),
  netThisMonthCents: z.number().int().describe('revenueThisMonthCents less commissionThisMonthCents'),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenueByMonth: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      revenueCents: z.number().int().describe('Gross'),
      commissionCents: z.number().int(),
      netCents: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  occupancy: z.object({
    from: z.iso.date(),
    days: z.number().int(),
    cars: z.array(
      z.object({
        carId: z.uuid(),
        brand: z.string(),
        model: z.string(),
        year: z.number().int(),
        bookedDays: z.number().int(),
        blockedDays: z.number().int(),
      }),
    ),
  }),
});
export type OwnerDashboard = z.infer<typeof OwnerDashboardSchema>;
