import { ERASED, type PersonalDataRules } from '@grandtour/shared';
import type { KeySql, PersonalDataKeys } from './personal-data-keys.ts';
import {
  erasedValueOf,
  isDataSubject,
  isSealedField,
  openField,
  sealField,
  subjectOfSealed,
} from './sealed-field.ts';

interface LoggedEvent {
  readonly type: string;
  readonly data: object;
}

type Json = Record<string, unknown>;

function sealAt(
  target: Json,
  path: readonly string[],
  seal: (plain: string, nullWhenErased: boolean) => string | null,
  nullWhenErased: boolean,
): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === '*') {
    for (const [name, value] of Object.entries(target))
      if (typeof value === 'string' && !isSealedField(value)) target[name] = seal(value, nullWhenErased);
    return;
  }
  const value = target[head];
  if (rest.length === 0) {
    if (typeof value === 'string' && !isSealedField(value)) target[head] = seal(value, nullWhenErased);
    return;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const copy = { ...(value as Json) };
    target[head] = copy;
    sealAt(copy, rest, seal, nullWhenErased);
  }
}

/** Calls `visit` on every sealed string of a JSON value. */
function forEachSealed(value: unknown, visit: (sealed: string) => void): void {
  if (typeof value === 'string') {
    if (isSealedField(value)) visit(value);
  } else if (Array.isArray(value)) for (const item of value) forEachSealed(item, visit);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) forEachSealed(item, visit);
}

/** The value with each sealed string replaced by `open(it)`; the same object when nothing in it was sealed. */
function replaceSealed(value: unknown, open: (sealed: string) => string | null): unknown {
  if (typeof value === 'string') return isSealedField(value) ? open(value) : value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = replaceSealed(item, open);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (value && typeof value === 'object') {
    let copy: Json | undefined;
    for (const [name, item] of Object.entries(value)) {
      const next = replaceSealed(item, open);
      if (next !== item) (copy ??= { ...(value as Json) })[name] = next;
    }
    return copy ?? value;
  }
  return value;
}

/**
 * Seals the personal fields of events on their way into the log and opens them on the way out (decision 99). A
 * subject already erased gets nothing sealed: its fields are written as erased, so no plain text ever lands.
 */
export function createPersonalDataCodec(keys: PersonalDataKeys, rules: PersonalDataRules) {
  return {
    async seal<Event extends LoggedEvent>(events: readonly Event[]): Promise<Event[]> {
      const groups = events.map((event) => rules.fieldsOf(event));
      for (const [index, event] of events.entries())
        for (const { subject } of groups[index]!)
          if (!subject || !isDataSubject(subject))
            throw new Error(`${event.type}: no data subject for its personal fields`);
      for (const event of events) {
        const merge = rules.mergeOf?.(event);
        if (merge && isDataSubject(merge.from) && isDataSubject(merge.into))
          await keys.merge(merge.from, merge.into);
      }
      // Every subject's key at once, made where missing: one round trip for a page of the old log.
      const found = await keys.keysFor(
        groups.flatMap((eventGroups) => eventGroups.map((group) => group.subject!)),
      );
      return events.map((event, index) => {
        let data = event.data as Json;
        for (const { subject, paths } of groups[index]!) {
          const key = found.get(subject!) ?? null;
          const seal = (plain: string, nullWhenErased: boolean) =>
            key ? sealField(key, subject!, plain, { nullWhenErased }) : nullWhenErased ? null : ERASED;
          if (data === event.data) data = { ...data };
          for (const path of paths) {
            const nullable = path.endsWith('?');
            sealAt(data, (nullable ? path.slice(0, -1) : path).split('.'), seal, nullable);
          }
        }
        return data === event.data ? event : { ...event, data };
      });
    },

    /** Events as their readers expect them: sealed fields opened, those of erased subjects as erased. */
    async reveal<Event extends LoggedEvent>(events: readonly Event[], within?: KeySql): Promise<Event[]> {
      const subjects = new Set<string>();
      for (const event of events)
        forEachSealed(event.data, (sealed) => {
          const subject = subjectOfSealed(sealed);
          if (subject) subjects.add(subject);
        });
      if (subjects.size === 0) return [...events];
      const found = await keys.keysOf([...subjects], within);
      const open = (sealed: string) => {
        const subject = subjectOfSealed(sealed);
        const key = subject ? found.get(subject) : null;
        return (key ? openField(key, sealed) : null) ?? erasedValueOf(sealed);
      };
      return events.map((event) => {
        const data = replaceSealed(event.data, open);
        return data === event.data ? event : { ...event, data: data as Event['data'] };
      });
    },
  };
}
export type PersonalDataCodec = ReturnType<typeof createPersonalDataCodec>;
