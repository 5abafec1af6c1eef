/** Small helpers shared by the artwork renderers. */

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const n = (value: number) => Math.round(value * 10) / 10;

export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  defs: string;
  body: string;
}): string {
  const { width, height, title, defs, body } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** Dark studio: a lit back wall, a floor with a soft spot of light. */
export function studio(
  width: number,
  height: number,
  floorY: number,
  accent = '#c9a227',
): { defs: string; body: string } {
  const defs =
    `<radialGradient id="wall" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#2a2a30"/><stop offset="0.6" stop-color="#121215"/><stop offset="1" stop-color="#060607"/></radialGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1b1f"/><stop offset="1" stop-color="#050506"/></linearGradient>` +
    `<radialGradient id="spot" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.13"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>` +
    `<ellipse cx="${width / 2}" cy="${floorY + 40}" rx="${width * 0.46}" ry="70" fill="url(#spot)"/>` +
    `<line x1="0" y1="${floorY}" x2="${width}" y2="${floorY}" stroke="${accent}" stroke-opacity="0.25" stroke-width="1.5"/>`;
  return { defs, body };
}
