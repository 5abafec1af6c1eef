import type { Projection } from '@grandtour/event-store';

export interface RegisteredProjection {
  projection: Projection;
  /** Applied in the append's transaction (no checkpoint), rather than by the projection runner. */
  inline: boolean;
}

/** Projections rebuilt together because they share read-model tables. */
export interface RebuildUnit {
  /** Their names joined by `+`, in registry order. */
  name: string;
  members: readonly RegisteredProjection[];
  /** Read-model tables built in the shadow schema and swapped in. */
  tables: readonly string[];
  /** Non read-model tables the members write: empty scratch copies in the shadow schema, never swapped. */
  sideTables: readonly string[];
  /** The event types any member handles. */
  types: readonly string[];
  /** Where the new tables are built; also the name that keeps two rebuilds of the unit apart. */
  shadowSchema: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export class UnknownProjectionError extends Error {
  constructor(
    readonly projectionName: string,
    readonly known: readonly string[],
  ) {
    super(`No projection named ${projectionName}; known: ${known.join(', ')}`);
    this.name = 'UnknownProjectionError';
  }
}

/** Groups the registry into units: projections that share a table (directly or through others) go together. */
export function rebuildUnits(registry: readonly RegisteredProjection[]): RebuildUnit[] {
  const groups: RegisteredProjection[][] = [];
  for (const entry of registry) {
    for (const table of [
      entry.projection.name,
      ...entry.projection.tables,
      ...(entry.projection.sideTables ?? []),
    ])
      if (!IDENTIFIER.test(table)) throw new Error(`${table} is not a plain lower-case SQL name`);
    const sharing = groups.filter((group) =>
      group.some((other) => other.projection.tables.some((table) => entry.projection.tables.includes(table))),
    );
    const merged = [...sharing.flat(), entry];
    for (const group of sharing) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
  }
  return groups
    .map((group) => group.sort((a, b) => registry.indexOf(a) - registry.indexOf(b)))
    .sort((a, b) => registry.indexOf(a[0]!) - registry.indexOf(b[0]!))
    .map((members) => {
      const unique = (values: string[]) => [...new Set(values)];
      const tables = unique(members.flatMap((member) => member.projection.tables));
      return {
        name: members.map((member) => member.projection.name).join('+'),
        members,
        tables,
        sideTables: unique(members.flatMap((member) => member.projection.sideTables ?? [])).filter(
          (table) => !tables.includes(table),
        ),
        types: unique(members.flatMap((member) => [...member.projection.handles])),
        shadowSchema: `rebuild_${members[0]!.projection.name}`,
      };
    });
}

/** The units to rebuild for these projection names (each with the projections it shares tables with). */
export function unitsFor(
  registry: readonly RegisteredProjection[],
  names: readonly string[] | 'all',
): RebuildUnit[] {
  const units = rebuildUnits(registry);
  if (names === 'all') return units;
  const known = registry.map((entry) => entry.projection.name);
  for (const name of names) if (!known.includes(name)) throw new UnknownProjectionError(name, known);
  return units.filter((unit) => unit.members.some((member) => names.includes(member.projection.name)));
}
