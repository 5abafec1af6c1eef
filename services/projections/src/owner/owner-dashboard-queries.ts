import { integerFromDatabase } from '@grandtour/event-store';
import type { OwnerDashboard } from '@grandtour/shared';
import { addDays } from '@grandtour/shared';
import type pg from 'pg';

const monthStart = (month: string) => `${month}-01`;
/** The month `count` months after `month` (YYYY-MM). */
function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const COUNTS_SQL = `
  SELECT (SELECT count(*)::int FROM cars WHERE owner_id = $1 AND is_listed) AS vehicles,
         (SELECT count(*)::int FROM bookings WHERE owner_id = $1 AND status = 'confirmed') AS active,
         (SELECT count(*)::int FROM bookings WHERE owner_id = $1 AND status = 'pending') AS pending`;

const MONTHS_SQL = `
  SELECT to_char(date, 'YYYY-MM') AS month, sum(revenue_cents)::bigint AS revenue,
         sum(commission_cents)::bigint AS commission, sum(bookings)::bigint AS bookings
    FROM owner_stats WHERE owner_id = $1 AND date >= $2::date AND date < $3::date
   GROUP BY 1`;

// Days of [from, to) each car is booked or held (live), and blocked by its owner.
const OCCUPANCY_SQL = `
  SELECT c.id, c.brand, c.model, c.year,
         COALESCE((SELECT sum(upper(u.period * w.range) - lower(u.period * w.range))
                     FROM car_unavailability u
                    WHERE u.car_id = c.id AND u.kind IN ('hold', 'reservation') AND u.period && w.range
                      AND (u.expires_at IS NULL OR u.expires_at > $4)), 0)::int AS booked,
         (SELECT count(*)::int FROM owner_calendars o
           WHERE o.car_id = c.id AND NOT o.is_available AND o.date >= $2::date AND o.date < $3::date) AS blocked
    FROM cars c, (SELECT daterange($2::date, $3::date) AS range) w
   WHERE c.owner_id = $1 AND c.is_listed
   ORDER BY c.brand, c.model, c.id`;

// Requests waiting for the owner's answer, soonest due first (decision 85).
const PENDING_REQUESTS_SQL = `
  SELECT id, car_id, car_brand, car_model, start_date::text AS start_date, end_date::text AS end_date,
         trim(COALESCE(customer_info->>'firstName', '') || ' ' || COALESCE(customer_info->>'lastName', '')) AS customer,
         total_cents, owner_payout_cents, request_respond_by
    FROM bookings
   WHERE owner_id = $1 AND request_status = 'awaiting_owner' AND status = 'pending'
   ORDER BY request_respond_by, id
   LIMIT 50`;

/** The owner dashboard's figures, read from the cars, bookings, owner_stats and availability read models. */
export function createOwnerDashboardQueries(pool: pg.Pool) {
  return {
    async dashboard(ownerId: string, today: string, windowDays: number, now: Date): Promise<OwnerDashboard> {
      const month = today.slice(0, 7);
      const counts = (await pool.query(COUNTS_SQL, [ownerId])).rows[0]!;
      const first = addMonths(month, -11);
      const months = await pool.query<{
        month: string;
        revenue: unknown;
        commission: unknown;
        bookings: unknown;
      }>(MONTHS_SQL, [ownerId, monthStart(first), monthStart(addMonths(month, 1))]);
      const byMonth = new Map(months.rows.map((row) => [row.month, row]));
      const occupancy = await pool.query(OCCUPANCY_SQL, [
        ownerId,
        today,
        addDays(today, windowDays),
        now.toISOString(),
      ]);
      const requests = await pool.query<{
        id: string;
        car_id: string;
        car_brand: string;
        car_model: string;
        start_date: string;
        end_date: string;
        customer: string;
        total_cents: unknown;
        owner_payout_cents: unknown;
        request_respond_by: Date;
      }>(PENDING_REQUESTS_SQL, [ownerId]);
      const revenueByMonth = Array.from({ length: 12 }, (_, index) => {
        const key = addMonths(first, index);
        const row = byMonth.get(key);
        const revenueCents = row ? integerFromDatabase(row.revenue) : 0;
        const commissionCents = row ? integerFromDatabase(row.commission) : 0;
        return {
          month: key,
          revenueCents,
          commissionCents,
          netCents: revenueCents - commissionCents,
          bookings: row ? integerFromDatabase(row.bookings) : 0,
        };
      });
      return {
        vehicles: counts.vehicles as number,
        activeBookings: counts.active as number,
        pendingBookings: counts.pending as number,
        pendingRequests: requests.rows.map((row) => ({
          bookingId: row.id,
          carId: row.car_id,
          carBrand: row.car_brand,
          carModel: row.car_model,
          startDate: row.start_date,
          endDate: row.end_date,
          customerName: row.customer,
          totalCents: integerFromDatabase(row.total_cents),
          ownerPayoutCents: integerFromDatabase(row.owner_payout_cents),
          respondBy: row.request_respond_by.toISOString(),
        })),
        // The chart's last bar, so that the card and the chart say one figure (decision 62 replaces 18's sum).
        revenueThisMonthCents: revenueByMonth.at(-1)!.revenueCents,
        commissionThisMonthCents: revenueByMonth.at(-1)!.commissionCents,
        netThisMonthCents: revenueByMonth.at(-1)!.netCents,
        month,
        revenueByMonth,
        occupancy: {
          from: today,
          days: windowDays,
          cars: occupancy.rows.map((row) => ({
            carId: row.id as string,
            brand: row.brand as string,
            model: row.model as string,
            year: row.year as number,
            bookedDays: row.booked as number,
            blockedDays: row.blocked as number,
          })),
        },
      };
    },
  };
}
