import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createDiskObjectStore } from './disk-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

type ObjectStoreConfig = Pick<Config, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>;

/** The S3 bucket when S3_BUCKET is set, otherwise files under `dataDir`/media/objects (decision 87). */
export function objectStoreFromConfig(config: ObjectStoreConfig, dataDir: string): ObjectStore {
  if (!config.S3_BUCKET) return createDiskObjectStore(join(dataDir, 'media', 'objects'));
  // No credentials given: the SDK's default chain reads AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and a session
  // token, a profile or the machine's role), as every AWS tool does.
  return createS3ObjectStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
