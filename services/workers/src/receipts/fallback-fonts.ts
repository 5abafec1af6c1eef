import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { withoutSubroutines } from './cff-subroutines.ts';

/** One font file a receipt can draw with, parsed once per process and embedded (as a subset) where used. */
export interface FallbackFont {
  /** Its family name in a document: one per file. */
  key: string;
  font: fontkit.Font;
  /** Whether the spaces and punctuation beside its characters are drawn with it too (not with emoji's wide ones). */
  takesNeighbours: boolean;
}

/** A Noto family: the characters it is tried for, and where its file (or its files, by Unicode ranges) are. */
interface Face {
  /** The letters it is drawn for; punctuation and symbols are looked for in every face, in order. */
  scripts: RegExp;
  files: () => FaceFile[];
  symbols?: true;
}

interface FaceFile {
  key: string;
  path: string;
  /** The code points the file holds, when a family is split into several files (Fontsource's subsets). */
  ranges?: [number, number][];
}

const require = createRequire(import.meta.url);

/** A file of an @embedpdf/fonts-* package (one font file per weight, beside its `dist/`). */
const embedPdfFile = (packageName: string, file: string): FaceFile[] => [
  { key: file.replace(/\.\w+$/, ''), path: join(dirname(require.resolve(packageName)), '..', 'fonts', file) },
];

/** Parses `U+0E01-0E5B,U+25CC` (CSS unicode-range, as Fontsource's unicode.json gives it). */
const unicodeRanges = (ranges: string): [number, number][] =>
  ranges.split(',').map((range) => {
    const [first, last] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first!, 16), parseInt(last ?? first!, 16)];
  });

/** The regular weight of a @fontsource/* package: the subsets named, or all of them (WOFF, which fontkit reads). */
function fontsourceFiles(packageName: string, subsets?: string[]): FaceFile[] {
  const unicode = JSON.parse(readFileSync(require.resolve(`${packageName}/unicode.json`), 'utf8')) as Record<
    string,
    string
  >;
  const family = packageName.split('/')[1]!;
  return Object.entries(unicode)
    .filter(([subset]) => !subsets || subsets.includes(subset))
    .map(([subset, ranges]) => {
      const name = `${family}-${subset.replace(/[[\]]/g, '')}-400-normal`;
      return {
        key: name,
        path: require.resolve(`${packageName}/files/${name}.woff`),
        ranges: unicodeRanges(ranges),
      };
    });
}

/**
 * The Noto families a receipt falls back to, in the order they are tried (decision 53). Latin-1 text never gets
 * here: the standard Helvetica draws it, as before. Han characters are drawn with their Chinese forms, Japanese
 * names included (Noto Sans CJK's Chinese font holds the kana and the kanji); Noto Sans KR adds Hangul.
 */
const FACES: Face[] = [
  {
    scripts: /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u,
    files: () => embedPdfFile('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
  },
  {
    scripts: /\p{Script=Arabic}/u,
    files: () => embedPdfFile('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
  },
  {
    scripts: /\p{Script=Hebrew}/u,
    files: () => embedPdfFile('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
  },
  {
    scripts: /\p{Script=Devanagari}/u,
    files: () => fontsourceFiles('@fontsource/noto-sans-devanagari', ['devanagari']),
  },
  { scripts: /\p{Script=Thai}/u, files: () => fontsourceFiles('@fontsource/noto-sans-thai', ['thai']) },
  {
    scripts: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u,
    files: () => embedPdfFile('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  },
  {
    scripts: /\p{Script=Hangul}/u,
    files: () => embedPdfFile('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'),
  },
  {
    scripts: /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u,
    files: () => fontsourceFiles('@fontsource/noto-emoji'),
    symbols: true,
  },
];

/**
 * The direction the next layouts are shaped in. pdfkit asks fontkit without one (fontkit then takes the script's),
 * and the receipt orders its runs itself (Unicode's bidirectional algorithm): Arabic digits inside an
 * Arabic name are laid out left to right, and a right-to-left run is reversed whatever its characters.
 */
let direction: 'ltr' | 'rtl' | undefined;

/** Runs `draw` with every fallback font shaping in `runDirection`. */
export function shapedIn<T>(runDirection: 'ltr' | 'rtl', draw: () => T): T {
  direction = runDirection;
  try {
    return draw();
  } finally {
    direction = undefined;
  }
}

/**
 * A font as the receipts use it. Shaped right to left, a ligature (Arabic lam-alef, say) stands for its characters
 * in reverse in the PDF's ToUnicode map: readers (PDF.js) read a right-to-left run backwards to put it in logical
 * order, characters of a ligature included.
 */
function fontFor(path: string): fontkit.Font {
  const file = readFileSync(path);
  const opened = fontkit.create(file.subarray(0, 4).toString('latin1') === 'wOFF' ? sfntOf(file) : file);
  if (!('layout' in opened)) throw new Error(`${path} is a font collection`);
  const layout = opened.layout.bind(opened);
  opened.layout = (text, features) => {
    const run = layout(text, features, undefined, undefined, direction);
    if (run.direction === 'rtl')
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? Object.assign(Object.create(glyph) as fontkit.Glyph, {
              codePoints: [...glyph.codePoints].reverse(),
            })
          : glyph,
      );
    return run;
  };
  const createSubset = opened.createSubset.bind(opened);
  opened.createSubset = () => withoutSubroutines(createSubset());
  return opened;
}

/**
 * A WOFF file's font as a plain TrueType/OpenType file. fontkit reads WOFF, but inflates a table (in JavaScript)
 * each time it reads from it, and a subset reads the glyph table once per glyph: a receipt took 10 ms more.
 */
function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20; // tag, offset, compressed length, length, checksum
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + count * 16);
  woff.copy(header, 0, 4, 8); // the flavour: TrueType or CFF outlines
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const files = new Map<Face, FaceFile[]>();
const loaded = new Map<string, FallbackFont>();

function load(face: Face, file: FaceFile): FallbackFont {
  let font = loaded.get(file.key);
  if (!font)
    loaded.set(
      file.key,
      (font = { key: file.key, font: fontFor(file.path), takesNeighbours: !face.symbols }),
    );
  return font;
}

/** The face's font that has a glyph for the code point, if any (its files are read on first need only). */
function inFace(face: Face, codePoint: number): FallbackFont | null {
  let faceFiles = files.get(face);
  if (!faceFiles) files.set(face, (faceFiles = face.files()));
  for (const file of faceFiles) {
    if (file.ranges && !file.ranges.some(([first, last]) => codePoint >= first && codePoint <= last))
      continue;
    const font = load(face, file);
    if (font.font.hasGlyphForCodePoint(codePoint)) return font;
  }
  return null;
}

const LETTER = /\p{L}/u;

/**
 * The fallback font for a character the standard fonts lack: the face made for its script; for punctuation,
 * symbols and digits, else the first face that has it. Null when no face has it.
 */
export function fallbackFontFor(character: string): FallbackFont | null {
  const codePoint = character.codePointAt(0)!;
  const made = FACES.filter((face) => face.scripts.test(character));
  for (const face of made) {
    const font = inFace(face, codePoint);
    if (font) return font;
  }
  if (LETTER.test(character)) return null;
  for (const face of FACES) {
    if (made.includes(face)) continue;
    const font = inFace(face, codePoint);
    if (font) return font;
  }
  return null;
}

/** The Latin, Greek and Cyrillic face (Noto Sans), for a whole word that the standard fonts cannot draw. */
export function wordFont(word: string): FallbackFont | null {
  const face = FACES[0]!;
  let font: FallbackFont | null = null;
  for (const character of word) {
    const found = inFace(face, character.codePointAt(0)!);
    if (!found || (font && found !== font)) return null;
    font = found;
  }
  return font;
}
