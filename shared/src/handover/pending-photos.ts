/** A photo taken but not yet on the server, as kept for a page opened again. */
export interface PendingPhoto {
  slot: string;
  file: Blob;
  /** Its Idempotency-Key: sent again after a reload, it cannot be recorded twice. */
  key: string;
  /** The slot's photo on the server when this one was taken (a different one since means this one arrived). */
  before: string | null;
}

/**
 * Where the photos of one report wait when the page is closed or the phone restarts (issue 23: "the flow can be
 * finished later if the network is poor"). Failures to keep are swallowed by the queue: the photo still goes from
 * memory while the page stays open.
 */
export interface PendingPhotoStore {
  list(): Promise<PendingPhoto[]>;
  put(photo: PendingPhoto): Promise<void>;
  /** Forgets the slot's photo if it is still the one sent under `key` (a newer one for the slot stays). */
  remove(slot: string, key: string): Promise<void>;
}

const DATABASE = 'grandtour-handover';
const PHOTOS = 'pending-photos';

interface Row extends PendingPhoto {
  /** `{scope}\u0000{slot}`: one photo per slot of a report. */
  id: string;
  scope: string;
}

// The part of IndexedDB used here: shared code is also compiled without the DOM's types.
type Callback = ((event: never) => unknown) | null;
interface IdbRequest<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: Callback;
  onerror: Callback;
}
interface IdbStore {
  put(row: Row): unknown;
  get(id: string): IdbRequest<Row | undefined>;
  delete(id: string): unknown;
  index(name: 'scope'): { getAll(scope: string): IdbRequest<Row[]> };
  createIndex(name: 'scope', keyPath: 'scope'): unknown;
}
interface IdbTransaction {
  readonly error: unknown;
  objectStore(name: typeof PHOTOS): IdbStore;
  oncomplete: Callback;
  onerror: Callback;
  onabort: Callback;
}
interface IdbDatabase {
  transaction(store: typeof PHOTOS, mode: 'readonly' | 'readwrite'): IdbTransaction;
  createObjectStore(name: typeof PHOTOS, options: { keyPath: 'id' }): IdbStore;
}
interface IdbFactory {
  open(name: string, version: number): IdbRequest<IdbDatabase> & { onupgradeneeded: Callback };
}

const failure = (error: unknown, what: string) => (error instanceof Error ? error : new Error(what));

function opened(factory: IdbFactory): Promise<IdbDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PHOTOS, { keyPath: 'id' }).createIndex('scope', 'scope');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(failure(request.error, 'IndexedDB unavailable'));
  });
}

function done(transaction: IdbTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(failure(transaction.error, 'IndexedDB transaction failed'));
  });
}

/**
 * The browser's IndexedDB, one scope per report and side (`owner:{booking}:{phase}`): Blobs are stored as they are.
 * Where there is no IndexedDB (a private window may refuse it), null: photos then wait in memory only.
 */
export function indexedDbPendingPhotos(scope: string): PendingPhotoStore | null {
  const factory = (globalThis as { indexedDB?: IdbFactory }).indexedDB;
  if (!factory) return null;
  let database: Promise<IdbDatabase> | null = null;
  const db = () => (database ??= opened(factory));
  const idOf = (slot: string) => `${scope}\u0000${slot}`;

  return {
    async list() {
      const transaction = (await db()).transaction(PHOTOS, 'readonly');
      const request = transaction.objectStore(PHOTOS).index('scope').getAll(scope);
      await done(transaction);
      return request.result.map(({ slot, file, key, before }) => ({ slot, file, key, before }));
    },
    async put(photo) {
      const transaction = (await db()).transaction(PHOTOS, 'readwrite');
      const row: Row = { ...photo, id: idOf(photo.slot), scope };
      transaction.objectStore(PHOTOS).put(row);
      await done(transaction);
    },
    async remove(slot, key) {
      const transaction = (await db()).transaction(PHOTOS, 'readwrite');
      const photos = transaction.objectStore(PHOTOS);
      const request = photos.get(idOf(slot));
      request.onsuccess = () => {
        if (request.result?.key === key) photos.delete(idOf(slot));
      };
      await done(transaction);
    },
  };
}
