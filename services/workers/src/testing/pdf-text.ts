import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Opens a PDF the way a reader does (Mozilla's PDF.js) and returns its pages' text, one string per page. */
export async function pdfPagesText(pdf: Uint8Array): Promise<string[]> {
  // Loaded on first use only: its legacy build installs core-js polyfills that replace JSON.parse and JSON.stringify
  // for the whole process (2–3× slower), and the benches import this package's testing helpers.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/\u00a0/g, ' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** How many images a PDF's pages paint, as a reader opens it (Mozilla's PDF.js operator lists). */
export async function pdfImagesPainted(pdf: Uint8Array): Promise<number> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    let painted = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const { fnArray } = await (await document.getPage(number)).getOperatorList();
      painted += fnArray.filter((op) => op === OPS.paintImageXObject).length;
    }
    return painted;
  } finally {
    await document.destroy();
  }
}
