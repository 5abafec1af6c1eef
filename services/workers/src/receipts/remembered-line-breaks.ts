import LineBreaker from 'linebreak';
import PDFDocument from 'pdfkit';

/** pdfkit's line wrapper (not exported): what its word loop reads. */
interface LineWrapper {
  document: { _font: { font?: object } | null; _fontSize: number };
  lineWidth: number;
  continuedX: number;
  indent: number;
  characterSpacing: number;
  wordSpacing: number;
  horizontalScaling: number;
  features?: unknown;
  wordWidth(word: string): number;
  eachWord(text: string, fn: WordCallback): void;
}
type Break = { position: number; required: boolean };
type WordCallback = (word: string, width: number, bk: Break, last: Break | null) => boolean | number | void;
interface Word {
  word: string;
  width: number;
  bk: Break;
}

/** Enough for the labels, amounts and dates of receipts in four languages; a customer's own texts come and go. */
const WORDS_KEPT = 4000;

/**
 * Makes pdfkit remember how it cut a text into words and measured them. pdfkit runs the Unicode line-breaking
 * algorithm over every text it wraps, and measures each word, though a receipt's labels and amounts repeat from one
 * to the next: about a fifth of drawing one. The words, their widths and their breaks are the very ones pdfkit
 * computes (by the same breaker and measure, for the same font, size and spacing), replayed through pdfkit's own
 * wrapping; a text with a word wider than the line, which pdfkit cuts by the space left, is left to pdfkit.
 */
export function rememberLineBreaks(): void {
  const probe = new PDFDocument({ autoFirstPage: true });
  probe.text('probe', { width: 100, continued: true });
  const wrapper = (probe as unknown as { _wrapper: LineWrapper | null })._wrapper;
  if (!wrapper) throw new Error('pdfkit keeps no line wrapper for continued text any more');
  const prototype = Object.getPrototypeOf(wrapper) as LineWrapper;
  const eachWord = prototype.eachWord;
  const byFont = new WeakMap<object, Map<string, Word[]>>();

  prototype.eachWord = function (this: LineWrapper, text: string, fn: WordCallback) {
    const font = this.document._font?.font;
    // An indent or a continued text changes the line's width while pdfkit goes through the words: left to pdfkit.
    if (!font || this.features !== undefined || this.indent !== 0 || this.continuedX !== 0)
      return eachWord.call(this, text, fn);
    const { _fontSize: size } = this.document;
    const key = `${size}|${this.characterSpacing}|${this.wordSpacing}|${this.horizontalScaling}|${text}`;
    let texts = byFont.get(font);
    if (!texts) byFont.set(font, (texts = new Map()));
    let words = texts.get(key);
    if (!words) {
      words = [];
      const breaker = new LineBreaker(text);
      let start = 0;
      for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
        const word = text.slice(start, bk.position);
        words.push({ word, width: this.wordWidth(word), bk });
        start = bk.position;
      }
      if (texts.size >= WORDS_KEPT) texts.clear();
      texts.set(key, words);
    }
    const widest = this.lineWidth;
    if (words.some(({ width }) => width > widest)) return eachWord.call(this, text, fn);
    let last: Break | null = null;
    for (const { word, width, bk } of words) {
      if (fn(word, width, bk, last) === false) break;
      last = bk;
    }
  };
}
