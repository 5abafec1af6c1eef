import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { objectStoreFromConfig } from './object-store-from-config.ts';

describe('objectStoreFromConfig', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps objects as files under DATA_DIR/media/objects without S3_BUCKET', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'grandtour-data-'));
    const store = objectStoreFromConfig(loadConfig({}), dataDir);
    expect(store.kind).toBe('disk');
    await store.put('handovers/b1/pickup/front.webp', Buffer.from('a photo'), 'image/webp');
    expect(await readFile(join(dataDir, 'media/objects/handovers/b1/pickup/front.webp'), 'utf8')).toBe(
      'a photo',
    );
  });

  it('uses the bucket, the server and the path style configured, with the keys of the AWS variables', async () => {
    // Keys in the environment keep the SDK's default chain from looking for a machine role elsewhere.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    const received: { method?: string; url?: string; authorization?: string }[] = [];
    const server = createServer((request, response) => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
      });
      request.resume().on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const config = loadConfig({
        S3_BUCKET: 'grandtour-media',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
      });
      const store = objectStoreFromConfig(config, '/nonexistent');
      expect(store.kind).toBe('s3');
      await store.delete('handovers/b1/pickup/front.webp');
      expect(received).toEqual([
        {
          method: 'DELETE',
          url: '/grandtour-media/handovers/b1/pickup/front.webp?x-id=DeleteObject',
          authorization: expect.stringMatching(/Credential=AKIAEXAMPLE\/\d{8}\/eu-west-3\/s3\//),
        },
      ]);
    } finally {
      vi.unstubAllEnvs();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
