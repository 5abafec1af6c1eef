import { reviewTextProblem, type ReviewTextField } from '@grandtour/shared';

export interface ReviewValues {
  rating: number | null;
  comment: string;
  userName: string;
  location: string;
}
export type ReviewProblem =
  'ratingRequired' | 'commentRequired' | 'commentTooLong' | 'userNameTooLong' | 'locationTooLong' | 'markup';

export const REVIEW_FIELDS: readonly (keyof ReviewValues)[] = ['rating', 'comment', 'userName', 'location'];

const TOO_LONG = {
  comment: 'commentTooLong',
  userName: 'userNameTooLong',
  location: 'locationTooLong',
} as const satisfies Partial<Record<ReviewTextField, ReviewProblem>>;

/** The server's own rules (shared), so the visitor learns of a problem before sending. */
export function validateReview(values: ReviewValues): Partial<Record<keyof ReviewValues, ReviewProblem>> {
  const problems: Partial<Record<keyof ReviewValues, ReviewProblem>> = {};
  if (values.rating === null) problems.rating = 'ratingRequired';
  for (const field of ['comment', 'userName', 'location'] as const) {
    const problem = reviewTextProblem(field, values[field], { required: field === 'comment' });
    if (problem === 'required') problems[field] = 'commentRequired';
    else if (problem === 'too_long') problems[field] = TOO_LONG[field];
    else if (problem === 'markup') problems[field] = 'markup';
  }
  return problems;
}

/** "Léa M.": the customer's first name and initial, as reviews are usually signed. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [firstName.trim(), initial && `${initial}.`].filter(Boolean).join(' ');
}
