/** The marketplace's clock moved by an offset: only built when ADJUSTABLE_CLOCK is on, never in production. */
export interface AdjustableClock {
  now(): Date;
  offsetMs(): number;
  setOffset(offsetMs: number): void;
}

export function createAdjustableClock(base: () => Date = () => new Date()): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    setOffset(offsetMs) {
      offset = offsetMs;
    },
  };
}
