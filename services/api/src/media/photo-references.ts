import type pg from 'pg';

/**
 * Whether any page may still show a photo: a car (listed or not) or a booking. Read from the read models, before
 * a photo no owner counts any more is deleted.
 */
export function createPhotoReferences(pool: pg.Pool) {
  return {
    async isShown(url: string): Promise<boolean> {
      const { rows } = await pool.query<{ shown: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM cars WHERE images @> $1::jsonb)
             OR EXISTS (SELECT 1 FROM bookings WHERE car_image = $2) AS shown`,
        [JSON.stringify([url]), url],
      );
      return rows[0]?.shown ?? true;
    },
  };
}
export type PhotoReferences = ReturnType<typeof createPhotoReferences>;
