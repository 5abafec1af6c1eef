import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from './object-store.ts';

export interface ObjectStoreUnderTest {
  store: ObjectStore;
  /**
   * The same adapter on storage that fails at any touch (a directory that cannot exist, a server that is not
   * there): what it answers tells whether a call reached the storage.
   */
  unreachable: ObjectStore;
  dispose(): Promise<void>;
}

const INVALID_KEYS = [
  '../x',
  'a/../../x',
  '/abs',
  'Upper/case.webp',
  '',
  'sp ace',
  'x'.repeat(513),
  'a//b',
  'a/./b',
  'x/',
  '.',
  'photo.webp.content-type',
];
const NOT_A_KEY = /Not an object key/;

/** What every ObjectStore adapter must guarantee (decision 87). Run it from each adapter's own test file. */
export function describeObjectStoreContract(name: string, open: () => Promise<ObjectStoreUnderTest>) {
  describe(`ObjectStore contract: ${name}`, () => {
    let subject: ObjectStoreUnderTest;
    let store: ObjectStore;
    let prefix: string;
    const keyOf = (name: string) => `${prefix}/${name}`;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
      prefix = `contract/${randomUUID()}`;
    }, 60_000);
    afterAll(async () => {
      await subject?.dispose();
    });

    it('gives back the bytes and the content type put under a key', async () => {
      const key = keyOf('handovers/b1/pickup/front.webp');
      await store.put(key, Buffer.from('a photo'), 'image/webp');
      expect(await store.get(key)).toEqual({ bytes: Buffer.from('a photo'), contentType: 'image/webp' });
    });

    it('replaces an object put again under the same key, bytes and type', async () => {
      const key = keyOf('replaced.bin');
      await store.put(key, Buffer.from('first version, longer'), 'text/plain');
      await store.put(key, Buffer.from('second'), 'application/pdf');
      expect(await store.get(key)).toEqual({ bytes: Buffer.from('second'), contentType: 'application/pdf' });
    });

    it('answers null for a key never written', async () => {
      expect(await store.get(keyOf('never-written.webp'))).toBeNull();
    });

    it('forgets a deleted object', async () => {
      const key = keyOf('deleted.webp');
      await store.put(key, Buffer.from('soon gone'), 'image/webp');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
    });

    it('deletes a key that is not there without complaint', async () => {
      await expect(store.delete(keyOf('not-there.webp'))).resolves.toBeUndefined();
    });

    it('keeps every byte value and an empty object intact', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, n) => n));
      const bytes = Buffer.concat([everyByte, everyByte.reverse(), Buffer.from('\r\n\0\r')]);
      await store.put(keyOf('binary.bin'), bytes, 'application/octet-stream');
      await store.put(keyOf('empty.bin'), Buffer.alloc(0), 'application/octet-stream');
      expect((await store.get(keyOf('binary.bin')))?.bytes.equals(bytes)).toBe(true);
      expect((await store.get(keyOf('empty.bin')))?.bytes.length).toBe(0);
    });

    it('keeps concurrent puts to different keys apart', async () => {
      const keys = Array.from({ length: 16 }, (_, n) => keyOf(`concurrent/${n}.txt`));
      await Promise.all(keys.map((key, n) => store.put(key, Buffer.from(`object ${n}`), `text/x-${n}`)));
      const read = await Promise.all(keys.map((key) => store.get(key)));
      expect(read).toEqual(
        keys.map((_, n) => ({ bytes: Buffer.from(`object ${n}`), contentType: `text/x-${n}` })),
      );
    });

    it('refuses keys that are not object keys, before touching the storage', async () => {
      // The unreachable store fails at any touch with an error of its storage, never with this one.
      await expect(subject.unreachable.get(keyOf('valid.webp'))).rejects.not.toThrow(NOT_A_KEY);
      for (const key of INVALID_KEYS) {
        for (const target of [store, subject.unreachable]) {
          await expect(target.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(NOT_A_KEY);
          await expect(target.get(key), key).rejects.toThrow(NOT_A_KEY);
          await expect(target.delete(key), key).rejects.toThrow(NOT_A_KEY);
        }
      }
    });
  });
}
