import { describe, expect, it } from 'vitest';
import { defaultDisplayName, validateReview } from './validateReview.ts';

const valid = { rating: 4, comment: 'Superbe voiture', userName: 'Camille D.', location: '' };

describe('the review form', () => {
  it('signs a review with the first name and initial', () => {
    expect(defaultDisplayName(' Camille ', 'durand')).toBe('Camille D.');
    expect(defaultDisplayName('Camille', '')).toBe('Camille');
  });

  it('accepts a rating and a comment, the name and the city being optional', () => {
    expect(validateReview(valid)).toEqual({});
    expect(validateReview({ ...valid, userName: '' })).toEqual({});
  });

  it('names each problem the server would refuse', () => {
    expect(
      validateReview({ rating: null, comment: ' ', userName: 'x'.repeat(61), location: '<b>Lyon</b>' }),
    ).toEqual({
      rating: 'ratingRequired',
      comment: 'commentRequired',
      userName: 'userNameTooLong',
      location: 'markup',
    });
    expect(validateReview({ ...valid, comment: 'x'.repeat(2001), location: 'y'.repeat(81) })).toEqual({
      comment: 'commentTooLong',
      location: 'locationTooLong',
    });
  });
});
