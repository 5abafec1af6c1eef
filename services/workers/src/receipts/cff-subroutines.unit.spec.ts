import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { flattenCharString, type CffTable } from './cff-subroutines.ts';
import { fallbackFontFor } from './fallback-fonts.ts';

/** The reads fontkit's charstring interpreter makes, over the flattened bytes. */
class Bytes {
  pos = 0;
  constructor(private readonly bytes: Buffer) {}
  readUInt8 = () => this.bytes.readUInt8(this.pos++);
  readInt16BE = () => this.bytes.readInt16BE((this.pos += 2) - 2);
  readInt32BE = () => this.bytes.readInt32BE((this.pos += 4) - 4);
  readBuffer = (length: number) => this.bytes.subarray(this.pos, (this.pos += length));
}

interface ParsedCff extends CffTable {
  topDict: object;
}

/** The glyph's outline as fontkit draws it from its flattened charstring, with no subroutine to call. */
function flattenedOutline(font: Font, glyph: number): string {
  const cff = (font as unknown as Record<string, ParsedCff>)['CFF ']!;
  const bytes = Buffer.from(flattenCharString(cff, glyph));
  const flat = Object.create(cff, {
    stream: { value: new Bytes(bytes) },
    topDict: {
      value: Object.create(cff.topDict, {
        CharStrings: { value: { [glyph]: { offset: 0, length: bytes.length } } },
      }),
    },
    globalSubrIndex: { value: [] },
    privateDictForGlyph: { value: (id: number) => ({ ...cff.privateDictForGlyph(id), Subrs: [] }) },
  }) as ParsedCff;
  const flatFont = Object.create(font, { 'CFF ': { value: flat }, _glyphs: { value: [] } }) as Font;
  return flatFont.getGlyph(glyph).path.toSVG();
}

describe('CFF glyphs without subroutines', () => {
  for (const [name, sample] of [
    ['Noto Sans CJK SC', '李小龍罗马山田太郎さくらカタカナ鬱龘。、「」Ab9'],
    ['Noto Sans CJK KR', '김민준한국어서울특별시똠뷁'],
  ] as const) {
    it(`draws every sampled glyph of ${name} exactly as with its subroutines`, () => {
      const font = fallbackFontFor(sample[0]!)!.font;
      const glyphs = new Set(
        [...sample].map((character) => font.glyphForCodePoint(character.codePointAt(0)!).id),
      );
      for (let glyph = 1; glyph < font.numGlyphs; glyph += 211) glyphs.add(glyph);
      let drawn = 0;
      for (const glyph of glyphs) {
        const original = font.getGlyph(glyph).path.toSVG();
        if (original) drawn++;
        expect(flattenedOutline(font, glyph), `glyph ${glyph}`).toBe(original);
      }
      expect(drawn).toBeGreaterThan(100);
    });
  }
});
