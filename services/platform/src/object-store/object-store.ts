/**
 * Where media the platform must keep as evidence lives (handover photos, signatures, estimates; decision 87): local
 * disk when embedded, an S3-compatible bucket in production. Keys are opaque paths chosen by the caller; an object
 * is written whole or not at all, and reading a key never written answers null.
 */
export interface ObjectStore {
  /** Which store this is, for health and logs: 'disk' or 's3'. */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are paths of segments of lowercase letters, digits, '-', '_' and '.', each starting with a letter, a digit,
 * '-' or '_' (so no '.', '..', empty segment, leading or trailing '/'), and never ending '.content-type' (the disk
 * store keeps an object's type beside it under that name): a key names the same object on disk and in a bucket.
 */
export const OBJECT_KEY =
  /^(?!.*\.content-type$)(?=.{1,512}$)[a-z0-9_-][a-z0-9_.-]*(?:\/[a-z0-9_-][a-z0-9_.-]*)*$/;
