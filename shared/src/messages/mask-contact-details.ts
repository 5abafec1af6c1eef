import type { MaskedKind } from './conversation.schema.ts';
import { MASKED_KINDS } from './conversation.schema.ts';

/** What replaces each phone number, e-mail address or link before a booking is confirmed (decision 94). */
export const MASK = '•••';

const TLDS =
  'com|fr|net|org|eu|de|es|it|be|ch|lu|nl|uk|co|io|me|info|biz|app|dev|ly|gl|gg|to|tv|ai|pro|shop|online|site';

const AT_WORD = String.raw`(?:\s*(?:\(at\)|\[at\]|\{at\})\s*|\s+(?:at|arobase|arroba)\s+)`;
const DOT_WORD = String.raw`(?:\s*(?:\(dot\)|\[dot\]|\{dot\})\s*|\s+(?:dot|point|punto|punkt)\s+)`;

/** In the order they are masked: an e-mail's domain must not be taken for a link first. */
const PATTERNS: readonly { kind: MaskedKind; pattern: RegExp }[] = [
  { kind: 'email', pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu },
  // Spelled out to slip past a filter: "jean at gmail dot com", "jean(at)gmail.com", "jean @ gmail point fr".
  {
    kind: 'email',
    pattern: new RegExp(
      String.raw`[\p{L}\p{N}._%+-]+(?:${AT_WORD}|\s*@\s*)[\p{L}\p{N}-]+(?:(?:${DOT_WORD}|\s*\.\s*)[\p{L}\p{N}-]+)*(?:${DOT_WORD}|\s*\.\s*)(?:${TLDS})\b`,
      'giu',
    ),
  },
  { kind: 'link', pattern: /\bhttps?:\/\/[^\s<>"]+/giu },
  { kind: 'link', pattern: /\bwww\.[^\s<>"]+/giu },
  {
    kind: 'link',
    pattern: new RegExp(String.raw`\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${TLDS})\b(?:/[^\s<>"]*)?`, 'giu'),
  },
  // International: +33 6 12 34 56 78, +33 (0)6 12…, 0033612345678, +44 20 7946 0958.
  {
    kind: 'phone',
    pattern: /(?:\+|(?<![\p{N}])00)[1-9]\d{0,2}(?:[\s.-]?\(0\))?(?:[\s.-]?\d){6,12}(?![\p{N}])/gu,
  },
  // French national: 06 12 34 56 78, 06.12.34.56.78, 06-12-34-56-78, 0612345678, 01 23 45 67 89.
  { kind: 'phone', pattern: /(?<![\p{N}.,-])0[1-9](?:[\s.-]?\d{2}){4}(?![\p{N}])/gu },
];

/**
 * Masks the contact details of a message written before the booking is confirmed: phone numbers, e-mail addresses
 * (also spelled out) and links become `•••`. Dates, prices and amounts are kept. Returns which kinds were masked.
 */
export function maskContactDetails(text: string): { text: string; masked: MaskedKind[] } {
  const found = new Set<MaskedKind>();
  let masked = text;
  for (const { kind, pattern } of PATTERNS)
    masked = masked.replace(pattern, () => {
      found.add(kind);
      return MASK;
    });
  return { text: masked, masked: MASKED_KINDS.filter((kind) => found.has(kind)) };
}
