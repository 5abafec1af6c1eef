import { integerFromDatabase } from '@grandtour/event-store';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Money in cents, sums of it and counters: `bigint`, so no total an owner or the platform reaches overflows (three
 * 90-day rentals at the highest daily price overflowed a 32-bit day of owner_stats). Read back as a JavaScript
 * number, exact, or refused past 2^53. Raw SQL readers convert with `integerFromDatabase` themselves (decision 45).
 */
export const int8Number = customType<{ data: number; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: integerFromDatabase,
});
