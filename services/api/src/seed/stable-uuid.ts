import { createHash } from 'node:crypto';
import { uuidFromDigest } from '@grandtour/commands';

/** A UUID (version 5 layout) derived from a name, so that seeding twice addresses the same streams. */
export function stableUuid(name: string): string {
  return uuidFromDigest(createHash('sha1').update(`grand-tour:${name}`).digest());
}
