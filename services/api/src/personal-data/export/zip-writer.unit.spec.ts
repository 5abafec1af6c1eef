import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from './zip-writer.ts';

describe('the archive written as it goes', () => {
  it('gives a ZIP whose files read back exactly, however large, the reader consuming as it comes', async () => {
    const archive = createZipWriter(new Date('2026-11-27T10:00:00Z'));
    const photo = randomBytes(3 * 1024 * 1024);
    const read = buffer(archive.stream);
    await archive.add('messages/photos/a.webp', photo, false);
    await archive.add('bookings.json', strToU8('[{"id":"b-1"}]\n'), true);
    archive.end();
    const files = unzipSync(new Uint8Array(await read));
    expect(Object.keys(files).sort()).toEqual(['bookings.json', 'messages/photos/a.webp']);
    // Compared as bytes: a deep equality of 3 MB element by element takes seconds.
    expect(Buffer.from(files['messages/photos/a.webp']!).equals(photo)).toBe(true);
    expect(strFromU8(files['bookings.json']!)).toBe('[{"id":"b-1"}]\n');
  });

  it('stops reading files once the download is abandoned', async () => {
    const archive = createZipWriter(new Date());
    archive.stream.destroy();
    await expect(archive.add('a.json', strToU8('{}'), true)).rejects.toThrow('abandoned');
  });
});
