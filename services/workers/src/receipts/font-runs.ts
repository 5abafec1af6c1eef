import { fallbackFontFor, wordFont, type FallbackFont } from './fallback-fonts.ts';

/** What the standard PDF fonts draw (WinAnsi): printable Latin-1 and the few other characters it encodes. */
const STANDARD_TEXT =
  /^[\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

/** Whether the standard fonts draw the whole text: the receipt's own words, and most customers' names. */
export const isStandardText = (text: string) => STANDARD_TEXT.test(text);

/** A piece of text in one font, by its place in the text: `font` null is the standard font. */
export interface FontRun {
  font: FallbackFont | null;
  start: number;
  end: number;
}

/** Marks, joiners, variation selectors, skin tones and tags belong to the character before them. */
const BELONGS_BEFORE =
  /^(?:\p{M}|\p{Emoji_Modifier}|\p{Variation_Selector}|\u200c|\u200d|[\u{e0020}-\u{e007f}])$/u;
/** Punctuation, digits, spaces and symbols that many scripts share. */
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const INVISIBLE = /^\p{C}$/u;
const LATIN_GREEK_CYRILLIC_OR_SHARED =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]+$/u;

/**
 * The text as it is drawn (composed: a decomposed `é` is the standard font's `é`) and its runs, each in one font:
 * the standard font for what it draws, so Latin text keeps the receipt's look; a Latin, Greek or Cyrillic word
 * with a letter beyond it (`Wałęsa`, `Ἀθῆναι`) all in Noto Sans; other scripts in their Noto face, with the
 * shared punctuation and spaces between their words, so a name in one script stays one run. A character no face
 * has is drawn as U+FFFD; invisible ones (controls, unassigned) are left out.
 */
export function fontRuns(value: string): { text: string; runs: FontRun[] } {
  const composed = value.normalize('NFC');
  let text = '';
  const runs: FontRun[] = [];
  let previous: FallbackFont | null = null;
  const add = (characters: string, font: FallbackFont | null) => {
    const last = runs.at(-1);
    if (last && last.font === font) last.end += characters.length;
    else runs.push({ font, start: text.length, end: text.length + characters.length });
    text += characters;
    previous = font;
  };
  const fits = (font: FallbackFont | null, character: string) =>
    font !== null && font.font.hasGlyphForCodePoint(character.codePointAt(0)!);
  const takes = (font: FallbackFont | null, character: string) =>
    BELONGS_BEFORE.test(character)
      ? fits(font, character)
      : SHARED.test(character) && !!font?.takesNeighbours && fits(font, character);

  for (const word of composed.match(/\s+|\S+/g) ?? []) {
    if (isStandardText(word) && ![...word].every((character) => takes(previous, character))) {
      add(word, null);
      continue;
    }
    const latinWord = LATIN_GREEK_CYRILLIC_OR_SHARED.test(word) && /\S/.test(word) ? wordFont(word) : null;
    if (latinWord) {
      add(word, latinWord);
      continue;
    }
    for (const character of word) {
      if (takes(previous, character)) add(character, previous);
      else if (isStandardText(character)) add(character, null);
      else {
        const font = fallbackFontFor(character);
        if (font) add(character, font);
        else if (!INVISIBLE.test(character)) {
          const replacement = fallbackFontFor('\ufffd');
          if (replacement) add('\ufffd', replacement);
        }
      }
    }
  }
  return { text, runs };
}
