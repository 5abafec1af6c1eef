import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskObjectStore } from './disk-object-store.ts';
import { describeObjectStoreContract } from './object-store.contract.ts';

describeObjectStoreContract('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'grandtour-objects-'));
  // A directory under a plain file cannot exist: every read or write there fails with ENOTDIR.
  await writeFile(join(dir, 'a-file'), '');
  return {
    store: createDiskObjectStore(join(dir, 'objects')),
    unreachable: createDiskObjectStore(join(dir, 'a-file', 'objects')),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});
