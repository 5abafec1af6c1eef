import { createHash } from 'node:crypto';

/** A UUID (version 5 layout) derived from a name, so that seeding twice addresses the same streams. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`grand-tour:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
