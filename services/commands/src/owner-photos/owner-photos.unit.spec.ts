import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import {
  ownerPhotosDecider,
  secondsUntilNextUpload,
  type OwnerPhotoLimits,
  type OwnerPhotosEvent,
  type OwnerPhotoUploaded,
} from './owner-photos.ts';

const given = specFor(ownerPhotosDecider);
const ownerId = 'owner-1';
const limits: OwnerPhotoLimits = { quotaBytes: 1000, uploadsPerHour: 3 };
const url = (n: number) => `/media/photos/${String(n).padStart(64, '0')}.webp`;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, minutes)).toISOString();
const uploaded = (n: number, bytes: number, minutes: number): OwnerPhotoUploaded => ({
  type: 'OwnerPhotoUploaded',
  data: { ownerId, url: url(n), bytes, uploadedAt: at(minutes) },
});
const record = (n: number, bytes: number, minutes: number) => ({
  type: 'RecordPhotoUpload' as const,
  data: { ownerId, url: url(n), bytes, limits },
  metadata: { now: at(minutes) },
});

describe('owner photos decider', () => {
  it('records an upload with its weight and time', () => {
    given([])
      .when(record(1, 400, 0))
      .then([uploaded(1, 400, 0)]);
  });

  it('refuses an upload that would take the owner past the quota, with what is used', () => {
    given([uploaded(1, 400, 0), uploaded(2, 500, 1)])
      .when(record(3, 101, 2))
      .thenThrows('photo_quota_exceeded');
    given([uploaded(1, 400, 0), uploaded(2, 500, 1)])
      .when(record(3, 100, 2))
      .then([uploaded(3, 100, 2)]);
    expect(() => ownerPhotosDecider.decide(record(3, 101, 2), state([uploaded(1, 900, 0)]))).toThrow(
      expect.objectContaining({ details: { usedBytes: 900, quotaBytes: 1000 } }),
    );
  });

  it('counts the same photo uploaded again once', () => {
    given([uploaded(1, 900, 0)])
      .when(record(1, 900, 5))
      .then([uploaded(1, 900, 5)]);
    expect(
      [...state([uploaded(1, 900, 0), uploaded(1, 900, 5)]).photos.values()].map((photo) => photo.bytes),
    ).toEqual([900]);
  });

  it('allows so many uploads an hour, then says when the next one fits', () => {
    const three = [uploaded(1, 1, 0), uploaded(2, 1, 10), uploaded(3, 1, 20)];
    given(three)
      .when(record(4, 1, 30))
      .thenThrows('photo_upload_rate_limited');
    expect(secondsUntilNextUpload(state(three), 3, at(30))).toBe(30 * 60);
    given(three)
      .when(record(4, 1, 60))
      .then([uploaded(4, 1, 60)]);
  });

  it('releases photos no listed car shows once the grace period has passed, and only those', () => {
    const events = [uploaded(1, 100, 0), uploaded(2, 100, 0), uploaded(3, 100, 30)];
    const release = (minutes: number) => ({
      type: 'ReleaseUnusedPhotos' as const,
      data: { ownerId, inUse: [url(1)] },
      metadata: { now: at(minutes) },
    });
    given(events)
      .when(release(24 * 60 - 1))
      .then([]);
    given(events)
      .when(release(24 * 60))
      .then([{ type: 'OwnerPhotosReleased', data: { ownerId, urls: [url(2)], releasedAt: at(24 * 60) } }]);
    const released = ownerPhotosDecider.decide(release(24 * 60 + 30), state(events));
    expect(released[0]?.data).toMatchObject({ urls: [url(2), url(3)] });
    // What is released no longer counts toward the quota.
    given([uploaded(1, 900, 0), ...released])
      .when(record(4, 100, 24 * 60 + 31))
      .then([uploaded(4, 100, 24 * 60 + 31)]);
  });
});

function state(events: OwnerPhotosEvent[]) {
  return foldEvents(ownerPhotosDecider, events);
}
