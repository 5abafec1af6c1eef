import { isSealedField, subjectOfSealed } from '@grandtour/platform';

/**
 * The plain values an event held for these subjects: each sealed string of `sealed` under one of them, paired with the
 * same place in `revealed` (the event as readers see it), with the field's name.
 */
export function personalValuesOf(
  sealed: unknown,
  revealed: unknown,
  subjects: ReadonlySet<string>,
  found: { field: string; value: string }[] = [],
  field = '',
): { field: string; value: string }[] {
  if (typeof sealed === 'string') {
    const subject = isSealedField(sealed) ? subjectOfSealed(sealed) : null;
    if (subject && subjects.has(subject) && typeof revealed === 'string')
      found.push({ field, value: revealed });
  } else if (Array.isArray(sealed)) {
    sealed.forEach((item, index) =>
      personalValuesOf(item, (revealed as unknown[])?.[index], subjects, found, field),
    );
  } else if (sealed && typeof sealed === 'object') {
    for (const [name, item] of Object.entries(sealed))
      personalValuesOf(item, (revealed as Record<string, unknown> | null)?.[name], subjects, found, name);
  }
  return found;
}

/**
 * What identifies the person wherever a copy of their data may lie outside the log (e-mails kept, queued jobs, cached
 * answers): their addresses, numbers of six digits or more (phone, licence), and their full name. A first name alone
 * would also find other people.
 */
export function identifyingValues(values: readonly { field: string; value: string }[]): string[] {
  const found = new Set<string>();
  const first = values.find((entry) => entry.field === 'firstName')?.value;
  const last = values.find((entry) => entry.field === 'lastName')?.value;
  if (first && last) found.add(`${first} ${last}`);
  for (const { value } of values)
    if (value.includes('@') || (value.match(/\d/g)?.length ?? 0) >= 6) found.add(value.trim());
  return [...found].filter((value) => value.length >= 5);
}
