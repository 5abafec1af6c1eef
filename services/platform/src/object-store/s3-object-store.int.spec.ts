import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeObjectStoreContract } from './object-store.contract.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

const BUCKET = 'grandtour-test';
// s3rver takes any key pair it is given; these keep the SDK's default chain out of the test.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-compatible server on a free port, with the bucket created, its files in a temporary directory. */
async function startS3rver() {
  const directory = await mkdtemp(join(tmpdir(), 'grandtour-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const storeAt = (endpoint: string, bucket = BUCKET) =>
  createS3ObjectStore({ bucket, region: 'eu-west-3', endpoint, forcePathStyle: true, credentials });

describeObjectStoreContract('S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  return {
    store: storeAt(s3.endpoint),
    unreachable: storeAt(`http://127.0.0.1:${await closedPort()}`),
    dispose: s3.stop,
  };
});

describe('S3 object store', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('is an s3 store', () => {
    expect(storeAt(s3.endpoint).kind).toBe('s3');
  });

  it('fails on a bucket that does not exist rather than answer that nothing is there', async () => {
    await expect(storeAt(s3.endpoint, 'no-such-bucket').get('handovers/x.webp')).rejects.toThrow(/bucket/i);
  });

  it('sends the SHA-256 of the bytes with each put, so that S3 refuses an upload damaged on the way', async () => {
    // s3rver does not check it: a server that records what it receives shows the header S3 and MinIO check.
    const received: IncomingHttpHeaders[] = [];
    const recorder = createHttpServer((request, response) => {
      received.push(request.headers);
      request.resume().on('end', () => response.end());
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = recorder.address() as AddressInfo;
      const bytes = Buffer.from('a photo of the front left wing');
      await storeAt(`http://127.0.0.1:${port}`).put(
        'handovers/b1/pickup/front-left.webp',
        bytes,
        'image/webp',
      );
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        'content-type': 'image/webp',
        'x-amz-checksum-sha256': createHash('sha256').update(bytes).digest('base64'),
      });
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
  });
});
