import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface CalendarFeed {
  carId: string;
  ownerId: string;
  token: string;
  createdAt: Date;
}

const toFeed = (row: Record<string, unknown>): CalendarFeed => ({
  carId: row.car_id as string,
  ownerId: row.owner_id as string,
  token: row.token as string,
  createdAt: row.created_at as Date,
});

/** Each car's secret iCal token: issued on first request, revoked by deleting it (the next request issues another). */
export function createCalendarFeeds(pool: pg.Pool) {
  const find = async (carId: string) => {
    const { rows } = await pool.query('SELECT * FROM calendar_feeds WHERE car_id = $1', [carId]);
    return rows[0] ? toFeed(rows[0]) : undefined;
  };
  return {
    async feedOf(carId: string, ownerId: string): Promise<CalendarFeed> {
      // 256 random bits: the address is the secret.
      await pool.query(
        `INSERT INTO calendar_feeds (car_id, owner_id, token) VALUES ($1, $2, $3) ON CONFLICT (car_id) DO NOTHING`,
        [carId, ownerId, randomBytes(32).toString('base64url')],
      );
      return (await find(carId))!;
    },
    async revoke(carId: string): Promise<void> {
      await pool.query('DELETE FROM calendar_feeds WHERE car_id = $1', [carId]);
    },
    async feedOfToken(token: string): Promise<CalendarFeed | undefined> {
      const { rows } = await pool.query('SELECT * FROM calendar_feeds WHERE token = $1', [token]);
      return rows[0] ? toFeed(rows[0]) : undefined;
    },
  };
}
export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
