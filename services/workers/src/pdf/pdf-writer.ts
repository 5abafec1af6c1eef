import { isStandardText } from '../receipts/font-runs.ts';
import { drawMixedText } from '../receipts/mixed-text.ts';
import type { ReceiptDocument } from '../receipts/receipt-document.ts';

/** The house style of the platform's PDFs (receipts, handover reports) on A4. */
export const INK = '#0b0b0d';
export const GOLD = '#a8861c';
export const MUTED = '#5b5546';
export const RULE = '#d9cfb4';
export const LEFT = 56;
export const RIGHT = 539; // A4 is 595 points wide
export const WIDTH = RIGHT - LEFT;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** The standard PDF fonts speak WinAnsi: Intl's narrow no-break space (French digit groups) becomes a plain one. */
export const pdfText = (value: string) => value.replace(/[\u202f\u2009]/g, '\u00a0');

export type WriteOptions = Pick<
  PDFKit.Mixins.TextOptions,
  'width' | 'characterSpacing' | 'height' | 'ellipsis'
> & {
  align?: 'left' | 'right' | 'center';
};

/** The document's bytes once it is ended. */
export function pdfBytes(doc: ReceiptDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Writing on a document in the house style: texts in Helvetica or, where they must, in Noto (decision 53). */
export function pdfWriter(doc: ReceiptDocument) {
  /** Text at the position given (or the current one), in the current standard font or, if it must, in Noto. */
  const write = (value: string, x?: number, y?: number, options: WriteOptions = {}) => {
    const drawn = pdfText(value);
    if (!isStandardText(drawn)) {
      const left = x ?? doc.x;
      drawMixedText(doc, drawn, {
        x: left,
        y: y ?? doc.y,
        width: options.width ?? RIGHT - left,
        align: options.align === 'center' ? undefined : options.align,
      });
    } else if (x === undefined) doc.text(drawn, options);
    else doc.text(drawn, x, y, options);
  };
  const text = (value: string, options: WriteOptions = {}) => write(value, undefined, undefined, options);
  const rule = () => {
    doc.moveDown(0.6);
    doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
    doc.moveDown(0.6);
  };
  const heading = (value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GOLD);
    text(value.toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
  };
  /**
   * A label on the left, its value on the right, on one line: the label's column is as narrow as the label allows,
   * so a long value (a period in German) keeps its line instead of wrapping a word onto the next.
   */
  const line = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(strong ? INK : MUTED);
    const labelWidth = Math.min(WIDTH * 0.45, doc.widthOfString(pdfText(label)) + 12);
    write(label, LEFT, y, { width: labelWidth });
    const after = doc.y;
    doc.fillColor(INK);
    write(value, LEFT + labelWidth, y, { width: WIDTH - labelWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
    doc.x = LEFT;
  };
  return { write, text, rule, heading, line };
}
