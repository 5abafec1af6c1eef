import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-check.ts';
import { pdfWithCompressedScript, samplePdf } from './testing/document-samples.ts';

describe('the PDF check', () => {
  it('accepts a well-formed PDF', () => {
    expect(checkPdf(samplePdf())).toBe('pdf');
  });

  it('refuses what only says it is a PDF, or is cut short', () => {
    expect(checkPdf(Buffer.from('hello, I am a PDF'))).toBe('not_pdf');
    expect(checkPdf(Buffer.from('<html>%PDF-1.7</html>'))).toBe('not_pdf');
    const pdf = samplePdf();
    expect(checkPdf(pdf.subarray(0, pdf.length - 30))).toBe('damaged');
    expect(checkPdf(Buffer.from(pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n20')))).toBe(
      'damaged',
    );
  });

  it('refuses scripts, launch actions and attachments', () => {
    expect(checkPdf(samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '))).toBe(
      'active_content',
    );
    expect(checkPdf(samplePdf('/Names << /EmbeddedFiles 4 0 R >> '))).toBe('active_content');
    expect(checkPdf(samplePdf('/OpenAction << /S /Launch /F (calc.exe) >> '))).toBe('active_content');
    expect(checkPdf(pdfWithCompressedScript())).toBe('active_content');
  });
});
