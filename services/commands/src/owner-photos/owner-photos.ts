import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

/**
 * The photos an owner keeps on the platform and what they weigh (decision 52): the quota and the upload rate are
 * decided here, on one stream per owner, so uploads arriving together cannot all slip under the limit.
 */
export const ownerPhotosStreamName = (ownerId: string) => `ownerPhotos-${ownerId}`;

export type OwnerPhotoUploaded = DomainEvent<
  'OwnerPhotoUploaded',
  /** `bytes`: the stored photo and its variants. The same photo uploaded again is counted once. */
  { ownerId: string; url: string; bytes: number; uploadedAt: string }
>;
export type OwnerPhotosReleased = DomainEvent<
  'OwnerPhotosReleased',
  /** Photos none of the owner's listed cars shows, uploaded long enough ago: they no longer count. */
  { ownerId: string; urls: string[]; releasedAt: string }
>;
export type OwnerPhotosEvent = OwnerPhotoUploaded | OwnerPhotosReleased;

export interface OwnerPhotoLimits {
  quotaBytes: number;
  uploadsPerHour: number;
}

/** How long a photo not shown on any listed car still counts: time enough to finish the car's form. */
export const UNUSED_PHOTO_GRACE_HOURS = 24;
const HOUR_MS = 3_600_000;
/** Upload times kept in the state: more than any allowance per hour. */
const RECENT_UPLOADS_KEPT = 1000;

export type RecordPhotoUpload = {
  type: 'RecordPhotoUpload';
  data: { ownerId: string; url: string; bytes: number; limits: OwnerPhotoLimits };
  metadata: { now: string };
};
export type ReleaseUnusedPhotos = {
  type: 'ReleaseUnusedPhotos';
  /** `inUse`: every image the owner's listed cars show. */
  data: { ownerId: string; inUse: readonly string[] };
  metadata: { now: string };
};
export type OwnerPhotosCommand = RecordPhotoUpload | ReleaseUnusedPhotos;

export interface OwnerPhotosState {
  photos: ReadonlyMap<string, { bytes: number; uploadedAt: string }>;
  /** When the latest uploads happened, oldest first. */
  recentUploads: readonly string[];
}

export const usedBytes = (state: OwnerPhotosState, except?: string) =>
  [...state.photos].reduce((sum, [url, photo]) => (url === except ? sum : sum + photo.bytes), 0);

/** Seconds until one more upload fits in the hourly allowance (0: it fits now). */
export function secondsUntilNextUpload(state: OwnerPhotosState, uploadsPerHour: number, now: string): number {
  const since = Date.parse(now) - HOUR_MS;
  const lastHour = state.recentUploads
    .map((at) => Date.parse(at))
    .filter((at) => at > since)
    .sort((a, b) => a - b);
  if (lastHour.length < uploadsPerHour) return 0;
  const freesUp = lastHour[lastHour.length - uploadsPerHour]! + HOUR_MS;
  return Math.max(1, Math.ceil((freesUp - Date.parse(now)) / 1000));
}

/** Why an upload cannot be kept now, or null: the checks the route makes before decoding, and the decider after. */
export function uploadRefusal(
  state: OwnerPhotosState,
  limits: OwnerPhotoLimits,
  now: string,
  upload?: { url: string; bytes: number },
): DomainError | null {
  const wait = secondsUntilNextUpload(state, limits.uploadsPerHour, now);
  if (wait > 0)
    return new DomainError('photo_upload_rate_limited', 'rule', 'Too many photos uploaded in the last hour', {
      retryAfterSeconds: wait,
      uploadsPerHour: limits.uploadsPerHour,
    });
  const used = usedBytes(state, upload?.url);
  if (used + (upload?.bytes ?? 1) > limits.quotaBytes)
    return new DomainError('photo_quota_exceeded', 'rule', 'The photo storage quota is used up', {
      usedBytes: used,
      quotaBytes: limits.quotaBytes,
    });
  return null;
}

export const ownerPhotosDecider: Decider<OwnerPhotosCommand, OwnerPhotosEvent, OwnerPhotosState> = {
  initialState: () => ({ photos: new Map(), recentUploads: [] }),
  evolve(state, event) {
    const photos = new Map(state.photos);
    switch (event.type) {
      case 'OwnerPhotoUploaded': {
        const { url, bytes, uploadedAt } = event.data;
        photos.set(url, { bytes, uploadedAt });
        return { photos, recentUploads: [...state.recentUploads, uploadedAt].slice(-RECENT_UPLOADS_KEPT) };
      }
      case 'OwnerPhotosReleased':
        for (const url of event.data.urls) photos.delete(url);
        return { ...state, photos };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    const { now } = command.metadata;
    switch (command.type) {
      case 'RecordPhotoUpload': {
        const { ownerId, url, bytes, limits } = command.data;
        const refusal = uploadRefusal(state, limits, now, { url, bytes });
        if (refusal) throw refusal;
        return [{ type: 'OwnerPhotoUploaded', data: { ownerId, url, bytes, uploadedAt: now } }];
      }
      case 'ReleaseUnusedPhotos': {
        const inUse = new Set(command.data.inUse);
        const before = Date.parse(now) - UNUSED_PHOTO_GRACE_HOURS * HOUR_MS;
        const urls = [...state.photos]
          .filter(([url, photo]) => !inUse.has(url) && Date.parse(photo.uploadedAt) <= before)
          .map(([url]) => url);
        if (urls.length === 0) return [];
        return [
          { type: 'OwnerPhotosReleased', data: { ownerId: command.data.ownerId, urls, releasedAt: now } },
        ];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
