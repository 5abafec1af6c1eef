/** Where a charstring or subroutine lies in fontkit's CFF table stream. */
interface Entry {
  offset: number;
  length: number;
}

/** What of fontkit's parsed CFF table (`font['CFF ']`) flattening reads (not in its type definitions). */
export interface CffTable {
  stream: { pos: number; readBuffer(length: number): Uint8Array };
  globalSubrIndex?: Entry[];
  privateDictForGlyph(glyph: number): { Subrs?: Entry[] } | null;
  getCharString(glyph: number): Uint8Array;
}

/** What of fontkit's CFF subset (`font.createSubset()`) is replaced. */
interface CffSubset {
  cff?: CffTable;
  glyphs: number[];
  charstrings: Uint8Array[];
  gsubrs: Uint8Array[];
  subsetCharstrings(): void;
  subsetSubrs(subrs: Entry[], used: Record<number, boolean>): Uint8Array[];
}

const CALLSUBR = 10;
const RETURN = 11;
const ESCAPE = 12;
const ENDCHAR = 14;
const CALLGSUBR = 29;
const STEMS = new Set([1, 3, 18, 23]); // hstem, vstem, hstemhm, vstemhm
const MASKS = new Set([19, 20]); // hintmask, cntrmask

/** Type 2 charstrings number subroutines from minus a bias that depends on how many there are. */
const bias = (subroutines: Entry[]) =>
  subroutines.length < 1240 ? 107 : subroutines.length < 33900 ? 1131 : 32768;

/** The bytes of a charstring operand starting at `at`, and its value when an integer. */
function operand(bytes: Uint8Array, at: number): { size: number; value: number } {
  const b0 = bytes[at]!;
  if (b0 === 28) return { size: 3, value: (((bytes[at + 1]! << 8) | bytes[at + 2]!) << 16) >> 16 };
  if (b0 <= 246) return { size: 1, value: b0 - 139 };
  if (b0 <= 250) return { size: 2, value: (b0 - 247) * 256 + bytes[at + 1]! + 108 };
  if (b0 <= 254) return { size: 2, value: -(b0 - 251) * 256 - bytes[at + 1]! - 108 };
  return { size: 5, value: NaN }; // 16.16 fixed: never a subroutine's number
}

/**
 * A glyph's Type 2 charstring with every subroutine call replaced by the subroutine's body, so that its subset
 * needs no subroutines. Hint masks are as long as the stems declared so far, so stems are counted on the way.
 */
export function flattenCharString(cff: CffTable, glyph: number): Uint8Array {
  const globals = cff.globalSubrIndex ?? [];
  const locals = cff.privateDictForGlyph(glyph)?.Subrs ?? [];
  const out: number[] = [];
  let operands = 0;
  let stems = 0;
  let lastOperandAt = 0;
  let lastValue = NaN;
  let ended = false;
  const subroutine = (subroutines: Entry[], number: number) => {
    const entry = subroutines[number + bias(subroutines)];
    if (!entry) throw new Error(`Charstring of glyph ${glyph} calls a missing subroutine`);
    cff.stream.pos = entry.offset;
    return cff.stream.readBuffer(entry.length);
  };
  const run = (bytes: Uint8Array) => {
    let at = 0;
    while (at < bytes.length && !ended) {
      const op = bytes[at]!;
      if (op >= 32 || op === 28) {
        const { size, value } = operand(bytes, at);
        lastOperandAt = out.length;
        lastValue = value;
        for (let index = 0; index < size; index++) out.push(bytes[at + index]!);
        at += size;
        operands++;
      } else if (op === CALLSUBR || op === CALLGSUBR) {
        out.length = lastOperandAt;
        operands--;
        at++;
        run(subroutine(op === CALLSUBR ? locals : globals, lastValue));
      } else if (op === RETURN) {
        return;
      } else if (op === ENDCHAR) {
        out.push(op);
        ended = true;
      } else {
        if (STEMS.has(op) || MASKS.has(op)) stems += operands >> 1;
        out.push(op);
        at++;
        if (op === ESCAPE) out.push(bytes[at++]!);
        if (MASKS.has(op)) {
          const maskBytes = (stems + 7) >> 3;
          for (let index = 0; index < maskBytes; index++) out.push(bytes[at + index]!);
          at += maskBytes;
        }
        operands = 0;
      }
    }
  };
  run(cff.getCharString(glyph));
  return Uint8Array.from(out);
}

/**
 * Makes a fontkit CFF subset write its glyphs without subroutines. fontkit keeps every subroutine's entry (a stub
 * for the unused ones): Noto Sans CJK has 22,000 of them, which made a subset of three ideographs 70 kB and 15 ms
 * of CPU to write. Flattened, the subset holds only its glyphs' outlines.
 */
export function withoutSubroutines<T>(subset: T): T {
  const cffSubset = subset as unknown as CffSubset;
  if (!cffSubset.cff) return subset;
  const cff = cffSubset.cff;
  cffSubset.subsetCharstrings = () => {
    cffSubset.charstrings = cffSubset.glyphs.map((glyph) => flattenCharString(cff, glyph));
    cffSubset.gsubrs = [];
  };
  cffSubset.subsetSubrs = () => [];
  return subset;
}
