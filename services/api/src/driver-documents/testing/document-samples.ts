import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small well-formed PDF (one empty page, a cross-reference table where startxref says), with `extra` in its catalog. */
export function samplePdf(extra = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A phone photo of a licence: a JPEG with EXIF (GPS included) that must not survive the upload. */
export function licencePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .withExif({ IFD0: { Make: 'PhonyPhone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer();
}

/** A PNG scan of an identity document. */
export function identityScan(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .png()
    .toBuffer();
}

/** A PDF whose active content hides in a compressed stream, as object streams hold a catalog's actions. */
export function pdfWithCompressedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'));
  const head = Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Length ${hidden.length} /Filter /FlateDecode >>\nstream\n`,
    'latin1',
  );
  const middle = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const xref = head.length + hidden.length + middle.length;
  const tail = Buffer.from(
    `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 >>\nstartxref\n${xref}\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([head, hidden, middle, tail]);
}
