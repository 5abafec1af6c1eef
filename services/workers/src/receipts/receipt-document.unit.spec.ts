import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../testing/pdf-text.ts';
import { ReceiptDocument } from './receipt-document.ts';

async function draw(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.font('Helvetica-Bold').fontSize(18).text('Reçu n° GT-2026-000042', { align: 'right' });
  document
    .font('Helvetica')
    .fontSize(10)
    .text('Location : 3 jours × 900,00 € — AVATAR Wavy Type', { width: 200 });
  document.font('Helvetica-Bold').text('Total 2 835,00 €');
  // The same string at another size, right-aligned: its remembered width must scale.
  document.fontSize(14).text('Total 2 835,00 €', { align: 'right' });
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

const options = { compress: false, info: { CreationDate: new Date('2026-11-23T10:00:00Z') } };

describe('a receipt document', () => {
  it('writes, with the standard fonts’ shared metrics, the very file pdfkit writes with its own', async () => {
    const own = await draw(new PDFDocument(options));
    // The first one parses the metrics, the second shares them and measures, the third reuses those measures.
    const shared = [];
    for (let index = 0; index < 3; index++) shared.push(await draw(new ReceiptDocument(options)));
    for (const file of shared) expect(file.equals(own)).toBe(true);
    expect((await pdfPagesText(shared[2]!))[0]).toContain('Total 2 835,00 €');
  });
});
