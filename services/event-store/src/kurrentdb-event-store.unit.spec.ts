import { ANY, NO_STREAM } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { toStreamState } from './kurrentdb-event-store.ts';

describe('expected versions on KurrentDB', () => {
  it('map a version (events seen) to the revision of the last one, 0 to no stream, any to any', () => {
    expect(toStreamState(0)).toBe(NO_STREAM);
    expect(toStreamState(1)).toBe(0n);
    expect(toStreamState(7)).toBe(6n);
    expect(toStreamState('any')).toBe(ANY);
  });
});
