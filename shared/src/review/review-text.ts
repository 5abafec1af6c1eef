/** What a review or an owner's reply may hold, checked the same way by the decider and the form. */
export const REVIEW_TEXT_LIMITS = { comment: 2000, reply: 2000, userName: 60, location: 80 } as const;
export type ReviewTextField = keyof typeof REVIEW_TEXT_LIMITS;

/** Letters a person types never look like this: a tag, a comment or a declaration (`<b>`, `</p>`, `<!--`). */
const MARKUP = /<(?:[/?]?[a-z]|!)/i;
// Control characters other than line breaks and tabs; zero-width and direction overrides that hide text.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The text as it is stored: Unicode-composed, without invisible characters, lines trimmed of trailing blanks,
 * at most one empty line in a row, no blank edges. Stored and shown as plain text, never as HTML.
 */
export function normaliseReviewText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type ReviewTextProblem = 'required' | 'too_long' | 'markup';

/** Why a text cannot be published as it is, or null. Optional fields (name, location) may be empty. */
export function reviewTextProblem(
  field: ReviewTextField,
  text: string,
  options: { required: boolean },
): ReviewTextProblem | null {
  const normalised = normaliseReviewText(text);
  if (normalised.length === 0) return options.required ? 'required' : null;
  if ([...normalised].length > REVIEW_TEXT_LIMITS[field]) return 'too_long';
  if (MARKUP.test(normalised)) return 'markup';
  return null;
}
