/**
 * At most `limit` tasks run at once; the others wait their turn in order. Decoding a large photo takes a core and
 * a few hundred megabytes, so photos arriving together are processed a few at a time, not all at once.
 */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    // A finishing task hands its place over directly, so no newcomer slips in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
