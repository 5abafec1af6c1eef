/** Polls `check` until it stops throwing (or returns true), for work done by another loop; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result as Exclude<T, false>;
      if (Date.now() > deadline) throw new Error('condition still false');
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A clock the test moves: it runs with real time, plus whatever the test has skipped ahead. */
export function movableClock(start = new Date()) {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
    set(date: Date) {
      offset = date.getTime() - Date.now();
    },
  };
}
