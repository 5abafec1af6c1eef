import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { OBJECT_KEY, type ObjectStore } from './object-store.ts';

const CONTENT_TYPE_SUFFIX = '.content-type';

function checkedKey(key: string) {
  if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
  return key;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under `dir` (embedded mode), each written under a temporary name and renamed: never half a file. */
export function createDiskObjectStore(dir: string): ObjectStore {
  const pathOf = (key: string) => join(dir, checkedKey(key));
  async function writeWhole(path: string, bytes: Buffer | string) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomUUID()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }
  return {
    kind: 'disk',
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      // The type first: a reader that finds the object finds its type.
      await writeWhole(path + CONTENT_TYPE_SUFFIX, contentType);
      await writeWhole(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path),
          readFile(path + CONTENT_TYPE_SUFFIX, 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + CONTENT_TYPE_SUFFIX, { force: true });
    },
  };
}
