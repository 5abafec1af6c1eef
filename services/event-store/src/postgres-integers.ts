/**
 * A `bigint` (int8) or `numeric` integer read from PostgreSQL, as a JavaScript number. pg hands int8 over as text (our
 * parser) or as a BigInt (Emmett's driver replaces the parser process-wide once an event store exists), numeric as
 * text. Money sums and counters fit a number exactly up to 2^53 (90 trillion euros in cents): past that, or for
 * anything that is not an integer, this throws rather than round.
 */
export function integerFromDatabase(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (
    (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'bigint') ||
    (typeof value === 'string' && value.trim() === '') ||
    !Number.isSafeInteger(number)
  )
    throw new RangeError(`Not an integer JavaScript can hold exactly: ${String(value)}`);
  return number;
}

/** The same for a nullable column. */
export const nullableIntegerFromDatabase = (value: unknown): number | null =>
  value === null || value === undefined ? null : integerFromDatabase(value);
