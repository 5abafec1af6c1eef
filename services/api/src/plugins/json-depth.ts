/** How deep a request body's arrays and objects may nest: far more than any of our payloads, far less than a stack. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]); // [ {
const CLOSING = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass over its bytes without parsing
 * (brackets inside strings do not count). UTF-8 never uses these ASCII bytes inside a multi-byte character.
 */
export function nestsDeeperThan(json: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const byte = json[index]!;
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENING.has(byte)) {
      if (++depth > limit) return true;
    } else if (CLOSING.has(byte)) depth--;
  }
  return false;
}
