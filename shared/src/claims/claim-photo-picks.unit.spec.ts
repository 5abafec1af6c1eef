import { describe, expect, it } from 'vitest';
import { MAX_CLAIM_PHOTOS } from './claim.schema.ts';
import { addClaimPhotos, removeClaimPhoto } from './claim-photo-picks.ts';

describe('claim photo picks', () => {
  it('adds the photos picked again after those already chosen, in the order picked', () => {
    expect(addClaimPhotos(['a', 'b'], ['c', 'd'], 5)).toEqual({ photos: ['a', 'b', 'c', 'd'], leftOut: 0 });
    expect(addClaimPhotos([], ['a'], 5)).toEqual({ photos: ['a'], leftOut: 0 });
  });

  it('stops at the limit and counts the photos left out', () => {
    expect(addClaimPhotos(['a', 'b'], ['c', 'd', 'e'], 3)).toEqual({ photos: ['a', 'b', 'c'], leftOut: 2 });
    expect(addClaimPhotos(['a', 'b', 'c'], ['d'], 3)).toEqual({ photos: ['a', 'b', 'c'], leftOut: 1 });
    expect(addClaimPhotos(['a', 'b'], ['c'], 3)).toEqual({ photos: ['a', 'b', 'c'], leftOut: 0 });
  });

  it('uses the claims’ own limit unless told otherwise', () => {
    const many = Array.from({ length: MAX_CLAIM_PHOTOS + 2 }, (_, index) => index);
    expect(addClaimPhotos([], many)).toEqual({ photos: many.slice(0, MAX_CLAIM_PHOTOS), leftOut: 2 });
  });

  it('leaves the chosen photos untouched', () => {
    const chosen = ['a', 'b'];
    addClaimPhotos(chosen, ['c'], 5);
    expect(chosen).toEqual(['a', 'b']);
  });

  it('removes only the photo at the index given, so one picked twice keeps its other copy', () => {
    expect(removeClaimPhoto(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeClaimPhoto(['a', 'b', 'a'], 0)).toEqual(['b', 'a']);
    expect(removeClaimPhoto(['a'], 3)).toEqual(['a']);
  });
});
