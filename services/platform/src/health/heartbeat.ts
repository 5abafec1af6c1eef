import { writeFile } from 'node:fs/promises';

export interface Heartbeat {
  stop(): void;
}

/**
 * For processes without an HTTP port (workers, projections): writes the time to `file` every `everyMs` while `check`
 * succeeds, so a container health check can tell a live process from a stuck one by the file's age. No file, no-op.
 */
export function startHeartbeat(
  file: string | undefined,
  check: () => Promise<unknown>,
  everyMs = 5000,
): Heartbeat {
  if (!file) return { stop() {} };
  const beat = () =>
    check()
      .then(() => writeFile(file, new Date().toISOString()))
      .catch((error: Error) => console.error(`Health check failed: ${error.message}`));
  void beat();
  const timer = setInterval(beat, everyMs);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
  };
}
