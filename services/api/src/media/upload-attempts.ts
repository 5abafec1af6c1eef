const HOUR_MS = 3_600_000;

/**
 * Photos each owner had decoded on this node in the last hour, whatever came of them. The ownerPhotos stream counts
 * the photos kept, across nodes; this also counts the refused ones (a truncated 40-megapixel JPEG costs as much to
 * decode as a good one, and is refused only at the end), which no event records.
 */
export function createUploadAttempts(perHour: number) {
  const attempts = new Map<string, number[]>();
  return {
    /** Counts an attempt and answers 0, or the seconds until one more is allowed. */
    take(ownerId: string, now: Date): number {
      const since = now.getTime() - HOUR_MS;
      const recent = (attempts.get(ownerId) ?? []).filter((at) => at > since);
      if (recent.length >= perHour) {
        attempts.set(ownerId, recent);
        return Math.max(1, Math.ceil((recent[recent.length - perHour]! + HOUR_MS - now.getTime()) / 1000));
      }
      recent.push(now.getTime());
      attempts.delete(ownerId);
      attempts.set(ownerId, recent);
      // The owners who uploaded least recently go first when too many are remembered.
      if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value!);
      return 0;
    },
  };
}
