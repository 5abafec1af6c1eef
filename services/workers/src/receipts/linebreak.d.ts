/** The Unicode line breaking algorithm (UAX #14) that pdfkit wraps its lines with. */
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
