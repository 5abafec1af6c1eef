import { describe, expect, it } from 'vitest';
import { fontRuns, isStandardText } from './font-runs.ts';

/** The runs as [text, font key], null for the standard Helvetica. */
const runsOf = (value: string) => {
  const { text, runs } = fontRuns(value);
  return runs.map((run) => [text.slice(run.start, run.end), run.font?.key ?? null]);
};

describe('font runs of a receipt text', () => {
  it('leaves Latin-1 and the receipt’s own words to the standard font', () => {
    expect(isStandardText('Zoë Dupré-Lefèvre · 1 000,00 € — Œuvre “Škoda”')).toBe(true);
    expect(isStandardText('Łukasz')).toBe(false);
    expect(runsOf('Zoë Dupré-Lefèvre')).toEqual([['Zoë Dupré-Lefèvre', null]]);
  });

  it('draws a Latin word with a letter beyond Latin-1 whole in Noto Sans, its neighbours in Helvetica', () => {
    expect(runsOf('Lech Wałęsa-Nowak Jr')).toEqual([
      ['Lech ', null],
      ['Wałęsa-Nowak ', 'NotoSans-Regular'],
      ['Jr', null],
    ]);
  });

  it('keeps a name in one script in one run, spaces and punctuation between its words included', () => {
    expect(runsOf('الأحمد، محمد')).toEqual([['الأحمد، محمد', 'NotoNaskhArabic-Regular']]);
    // Noto Naskh Arabic has no hyphen: Helvetica's is drawn between the two runs.
    expect(runsOf('محمد - علي')).toEqual([
      ['محمد ', 'NotoNaskhArabic-Regular'],
      ['- ', null],
      ['علي', 'NotoNaskhArabic-Regular'],
    ]);
    expect(runsOf('李 小龍 (Bruce)')).toEqual([
      ['李 小龍 ', 'NotoSansHans-Regular'],
      ['(Bruce)', null],
    ]);
  });

  it('gives an emoji its font without the font’s wide spaces, its variation selector with it', () => {
    expect(runsOf('Ana 🚗 Nice ❤️')).toEqual([
      ['Ana ', null],
      ['🚗', 'noto-emoji-5-400-normal'],
      [' Nice ', null],
      ['❤️', expect.stringMatching(/^noto-emoji-\d+-400-normal$/)],
    ]);
  });

  it('composes decomposed accents, and draws what no font has as U+FFFD', () => {
    expect(runsOf('Zoe\u0308')).toEqual([['Zoë', null]]);
    expect(runsOf('ሰላም')).toEqual([['\ufffd\ufffd\ufffd', 'NotoSans-Regular']]);
  });
});
