import { describe, expect, it } from 'vitest';
import { normaliseReviewText, reviewTextProblem } from './review-text.ts';

describe('review text', () => {
  it('is tidied before it is stored', () => {
    expect(normaliseReviewText(' e\u0301te\u0301\r\nsuper  \n\n\n\nmerci\u200b ')).toBe(
      'été\nsuper\n\nmerci',
    );
  });

  it('names what is wrong: missing, too long or markup', () => {
    expect(reviewTextProblem('comment', ' ', { required: true })).toBe('required');
    expect(reviewTextProblem('userName', ' ', { required: false })).toBeNull();
    expect(reviewTextProblem('location', 'x'.repeat(81), { required: false })).toBe('too_long');
    expect(reviewTextProblem('comment', '<svg onload=alert(1)>', { required: true })).toBe('markup');
    expect(reviewTextProblem('comment', '</p>', { required: true })).toBe('markup');
    expect(reviewTextProblem('comment', 'Prix < 2000 € <3', { required: true })).toBeNull();
  });
});
