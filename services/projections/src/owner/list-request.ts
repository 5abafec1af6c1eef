import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** One page of a list, as react-admin asks for it: sorted, a range of rows (inclusive), filtered. */
export interface ListRequest<Filter, SortField extends string> {
  sort: [SortField, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Filter;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** The ORDER BY of a list: the chosen column, then the id so that pages never overlap. */
export function orderOf<SortField extends string>(
  columns: Record<SortField, AnyColumn>,
  [field, order]: [SortField, 'ASC' | 'DESC'],
  id: AnyColumn,
): SQL[] {
  const direction = order === 'DESC' ? desc : asc;
  return field === 'id' ? [direction(id)] : [direction(columns[field]), asc(id)];
}

/** `%text%` for ILIKE, the text's own % _ \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const idsOf = (id: string | string[] | undefined) =>
  id === undefined ? undefined : Array.isArray(id) ? id : [id];

export const countAll = sql<number>`count(*)::int`;
