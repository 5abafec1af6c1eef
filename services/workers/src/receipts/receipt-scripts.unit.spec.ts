import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../testing/pdf-text.ts';
import { renderReceiptPdf } from './render-receipt.ts';
import { paidDeliveredRental } from './receipt-view.spec-fixtures.ts';

const view = paidDeliveredRental;

/** Names as customers type them, each with the Noto font it needs (none: the standard Helvetica). */
const NAMES = [
  { script: 'Chinese', firstName: '李', lastName: '小龍', font: 'NotoSansHans-Regular' },
  { script: 'Japanese', firstName: '山田', lastName: 'さくら', font: 'NotoSansHans-Regular' },
  { script: 'Korean', firstName: '김', lastName: '민준', font: 'NotoSansKR-Regular' },
  { script: 'Arabic', firstName: 'محمد', lastName: 'الأحمد', font: 'NotoNaskhArabic' },
  { script: 'Arabic with a lam-alef', firstName: 'عبد', lastName: 'الله', font: 'NotoNaskhArabic' },
  { script: 'Hebrew', firstName: 'דוד', lastName: 'כהן', font: 'NotoSansHebrew' },
  { script: 'Greek', firstName: 'Γιώργος', lastName: 'Παπαδόπουλος', font: 'NotoSans-Regular' },
  { script: 'Cyrillic', firstName: 'Дмитрий', lastName: 'Иванов', font: 'NotoSans-Regular' },
  { script: 'Latin beyond Latin-1', firstName: 'Łukasz', lastName: 'Erdős', font: 'NotoSans-Regular' },
  { script: 'Devanagari', firstName: 'राहुल', lastName: 'राव', font: 'NotoSansDevanagari-Regular' },
  { script: 'Thai', firstName: 'สมชาย', lastName: 'ใจดี', font: 'NotoSansThai-Regular' },
  { script: 'an emoji', firstName: 'Zoé 🚗', lastName: 'Nice', font: 'NotoEmoji-Regular' },
  { script: 'accented Latin', firstName: 'Zoë', lastName: 'Dupré-Lefèvre', font: null },
];

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const receiptText = async (pdf: Buffer) => oneLine((await pdfPagesText(pdf))[0]!);

/** The embedded fonts' descriptors: the name (subset tag and PostScript name) and the font program's size. */
function embeddedFonts(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const streamLength = (object: string) =>
    Number(new RegExp(`\\n${object} 0 obj\\n<<[^]*?/Length (\\d+)`).exec(source)?.[1]);
  return [
    ...source.matchAll(/\/Type \/FontDescriptor\n\/FontName \/(\S+)[^]*?\/FontFile([23]) (\d+) 0 R/g),
  ].map(([, name, kind, object]) => ({ name: name!, kind: `FontFile${kind}`, bytes: streamLength(object!) }));
}

describe('receipt PDF in the scripts customers type', () => {
  for (const { script, firstName, lastName, font } of NAMES) {
    it(`reads back a name in ${script} as typed${font ? `, in ${font} embedded as a subset` : ', in Helvetica'}`, async () => {
      const pdf = await renderReceiptPdf({ ...view, customer: { ...view.customer, firstName, lastName } });
      expect(await receiptText(pdf)).toContain(`CLIENT ${firstName} ${lastName} lea@example.fr`);
      const fonts = embeddedFonts(pdf);
      if (!font) expect(fonts).toEqual([]);
      else {
        expect(fonts.map(({ name }) => name)).toEqual([
          expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${font}$`)),
        ]);
        // Whole, Noto Sans CJK is 8 MB and Noto Sans 0.6 MB; the subset of a name's glyphs, deflated, 1–2 kB.
        expect(fonts[0]!.bytes).toBeLessThan(5_000);
      }
    });
  }

  it('keeps a receipt with a Chinese name and a Chinese car model small', async () => {
    const pdf = await renderReceiptPdf({
      ...view,
      customer: { ...view.customer, firstName: '李', lastName: '小龍' },
      car: 'BYD 汉 EV',
    });
    expect(await receiptText(pdf)).toContain('Véhicule BYD 汉 EV');
    expect(embeddedFonts(pdf)).toHaveLength(1);
    // 11 kB in Latin-1.
    expect(pdf.length).toBeLessThan(20_000);
  });

  it('puts the words of a right-to-left name in their reading order, beside left-to-right text', async () => {
    const pdf = await renderReceiptPdf({
      ...view,
      customer: { ...view.customer, firstName: 'Ahmed محمد', lastName: 'بن سلمان 3' },
      car: 'مرسيدس G 63',
    });
    const text = await receiptText(pdf);
    expect(text).toContain('محمد بن سلمان');
    expect(text).toContain('Ahmed');
    expect(text).toContain('مرسيدس');
    expect(text).toContain('G 63');
  });

  it('keeps the words of a hyphenated Hebrew name in order, the hyphen the Hebrew font lacks in Helvetica', async () => {
    const pdf = await renderReceiptPdf({
      ...view,
      customer: { ...view.customer, firstName: 'דוד', lastName: 'כהן-לוי' },
    });
    expect(await receiptText(pdf)).toMatch(/CLIENT דוד כהן ?- ?לוי lea@example.fr/);
  });

  it('wraps a long name in several scripts within the page, and right-aligns a value in them', async () => {
    const firstName = '李小龍'.repeat(20);
    const lastName = 'Παπαδόπουλος محمد الأحمد '.repeat(4).trim();
    const pdf = await renderReceiptPdf({
      ...view,
      customer: { ...view.customer, firstName, lastName },
      car: 'Škoda 速派',
    });
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const items = (await (await document.getPage(1)).getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, width: item.width }]
        : [],
    );
    await document.destroy();
    for (const item of items) expect(item.x + item.width).toBeLessThanOrEqual(539.5);
    const text = (await receiptText(pdf)).replace(/\s/g, '');
    expect(text).toContain(`${firstName}${lastName}`.replace(/\s/g, ''));
    // The car's value ends at the right margin like the amounts below it.
    const car = items.find((item) => item.text.includes('速派'))!;
    expect(car.x + car.width).toBeCloseTo(539, 0);
  });
});
