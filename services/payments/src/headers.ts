import type { IncomingHeaders } from '@grandtour/commands';

/** One header's value, whatever its case; the first of repeated values. */
export function headerValue(headers: IncomingHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
