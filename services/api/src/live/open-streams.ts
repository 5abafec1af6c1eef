/**
 * The live streams one process keeps open: a cap (LIVE_STREAMS_MAX) so that a flood of connections gets 503s rather
 * than exhausting sockets and memory, and a way to end them all when the server closes (a hijacked answer would
 * otherwise keep it open forever).
 */
export interface OpenStreams {
  readonly max: number;
  readonly count: number;
  /** Takes a place for a stream, or answers null when all are taken; `end` is called by `endAll`. */
  open(end: () => void): { release(): void } | null;
  endAll(): void;
}

export function createOpenStreams(max: number): OpenStreams {
  const enders = new Set<{ end: () => void }>();
  return {
    max,
    get count() {
      return enders.size;
    },
    open(end) {
      if (enders.size >= max) return null;
      const entry = { end };
      enders.add(entry);
      return { release: () => void enders.delete(entry) };
    },
    endAll() {
      for (const entry of [...enders]) entry.end();
    },
  };
}
