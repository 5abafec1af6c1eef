const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A lower-case UUID, as ours are written: what a `uuid` column can be asked about without an error. */
export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID.test(value);
