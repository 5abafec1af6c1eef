import PDFDocument from 'pdfkit';

/** What of pdfkit's document state the shared fonts touch (not in its type definitions). */
interface FontState {
  _font: object;
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

/** The standard fonts' parsed metrics, by name, from the first document that used each. */
const parsedFonts = new Map<string, object>();

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
    if (typeof src === 'string' && !parsed)
      parsedFonts.set(src, copyOf(state._font, { document: null, id: null }));
    return this;
  }
}
