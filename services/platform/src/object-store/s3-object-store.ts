import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { OBJECT_KEY, type ObjectStore } from './object-store.ts';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver…) instead of AWS. */
  endpoint?: string;
  /** bucket in the path (`http://host/bucket/key`) rather than in the host name: most S3-compatible servers need it. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

function checkedKey(key: string) {
  if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
  return key;
}

/** A missing key, as opposed to a missing bucket (a misconfiguration that must not look like an empty store). */
function isMissingKey(error: unknown) {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

/** Objects in an S3 bucket (or an S3-compatible server's), one PUT each: S3 stores an object whole or not at all. */
export function createS3ObjectStore(options: S3ObjectStoreOptions): ObjectStore {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
  });
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          // S3 and MinIO refuse the upload (BadDigest) when the bytes received do not have this hash. Given, it takes
          // the place of the SDK's own CRC32, which s3rver and older S3-compatible servers may not know.
          ChecksumSHA256: createHash('sha256').update(bytes).digest('base64'),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        const body = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        return {
          bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 whether the key was there or not.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
  };
}
