import PDFDocument from 'pdfkit';
import type { FallbackFont } from './fallback-fonts.ts';

/** What of pdfkit's document state the shared fonts touch (not in its type definitions). */
interface FontState {
  _font: object;
  _fontFamilies: Record<string, object>;
  _fontCount: number;
  _fontSource: unknown;
  _fontSize: number;
  compress: boolean;
}

/** pdfkit's font embedded from a font file (its `EmbeddedFont`): the parsed font and what it writes at the end. */
interface EmbeddedFont {
  font: unknown;
  ascender: number;
  embed(): void;
}
type EmbeddedFontClass = new (document: PDFKit.PDFDocument, font: unknown, id: string) => EmbeddedFont;

/** The standard fonts' parsed metrics, by name, from the first document that used each. */
const parsedFonts = new Map<string, object>();

/** pdfkit's standard font measuring a string: its glyph codes and advances, and its width at 1,000 units. */
interface StandardFontMeasures {
  encode(text: string): [string[], object[]];
  widthOfString(text: string, size: number): number;
}

/** Enough for a receipt's labels and amounts in four languages; a customer's own texts come and go. */
const MEASURES_KEPT = 4000;

/**
 * Remembers what a shared font measured: the labels, amounts and dates of receipts repeat from one to the next, and
 * pdfkit measures each string glyph by glyph through its kerning table. The results are only read by pdfkit
 * (drawing copies the arrays it changes), so one answer serves every document.
 */
function rememberMeasures(font: StandardFontMeasures): void {
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const encoded = new Map<string, [string[], object[]]>();
  const widths = new Map<string, number>();
  const kept = <V>(cache: Map<string, V>, text: string, measure: () => V): V => {
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= MEASURES_KEPT) cache.clear();
      value = measure();
      cache.set(text, value);
    }
    return value;
  };
  font.encode = (text) => kept(encoded, String(text), () => encode(String(text)));
  // pdfkit scales the sum of advances by size / 1000: keeping the sum gives the very same number at any size.
  font.widthOfString = (text, size) =>
    kept(widths, String(text), () => widthOfString(String(text), 1000)) * (size / 1000);
}

/** The font object for another document: not yet referenced from its pages, so not yet embedded in it. */
const copyOf = (font: object, owner: { document: object | null; id: string | null }): object =>
  Object.assign(Object.create(Object.getPrototypeOf(font) as object) as object, font, owner, {
    dictionary: null,
    embedded: false,
  });

/**
 * A PDF document whose standard fonts (Helvetica and its bold) share their parsed metrics with every other one.
 * pdfkit parses a standard font's metrics file (Helvetica: some 2,700 kerning pairs) for each document that uses it,
 * a third of the CPU of drawing a receipt, and every confirmation e-mail draws one (decisions 41 and 42). Each document still
 * gets its own font object, with its own id and PDF dictionary, over the same read-only metrics.
 */
export class ReceiptDocument extends PDFDocument {
  override font(src: PDFKit.Mixins.PDFFontSource, familyOrSize?: string | number, size?: number): this {
    const state = this as unknown as FontState;
    const parsed = typeof src === 'string' ? parsedFonts.get(src) : undefined;
    if (typeof src === 'string' && parsed && !state._fontFamilies[src])
      state._fontFamilies[src] = copyOf(parsed, { document: this, id: `F${++state._fontCount}` });
    if (typeof familyOrSize === 'string') super.font(src, familyOrSize, size);
    else super.font(src, familyOrSize);
    if (typeof src === 'string' && !parsed) {
      const shared = copyOf(state._font, { document: null, id: null });
      rememberMeasures(shared as StandardFontMeasures);
      parsedFonts.set(src, shared);
    }
    return this;
  }

  /**
   * Draws with a fallback font (decision 53): parsed once per process, a font object of this document's own, whose
   * subset of the glyphs drawn is embedded at the end, deflated (the rest of the receipt is not: decision 31) since
   * a CJK subset keeps an entry for each of the font's thousands of subroutines.
   */
  fallbackFont(fallback: FallbackFont): this {
    const state = this as unknown as FontState;
    const known = state._fontFamilies[fallback.key];
    if (known) {
      state._font = known;
      return this;
    }
    super.font(fallback.font as unknown as PDFKit.Mixins.PDFFontSource, fallback.key);
    let font = state._font as EmbeddedFont;
    // pdfkit takes two fonts of the same PostScript name for one (Noto Emoji's files have one name).
    if (font.font !== fallback.font) {
      font = new (font.constructor as EmbeddedFontClass)(this, fallback.font, `F${++state._fontCount}`);
      state._font = font;
    }
    state._fontFamilies[fallback.key] = font;
    const embed = font.embed.bind(font);
    font.embed = () => {
      const compress = state.compress;
      state.compress = true;
      try {
        embed();
      } finally {
        state.compress = compress;
      }
    };
    return this;
  }

  /** The standard font in use (`Helvetica`, `Helvetica-Bold`), to come back to after a fallback font. */
  get standardFont(): string {
    const source = (this as unknown as FontState)._fontSource;
    return typeof source === 'string' ? source : 'Helvetica';
  }

  get currentFontSize(): number {
    return (this as unknown as FontState)._fontSize;
  }

  /** The current font's ascender, in points at the current size: from a line's top to its baseline. */
  get currentAscender(): number {
    const state = this as unknown as FontState;
    return ((state._font as EmbeddedFont).ascender / 1000) * state._fontSize;
  }
}
