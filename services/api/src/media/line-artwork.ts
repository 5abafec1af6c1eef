import type { CarProfile } from './car-profiles.ts';
import { HERO_CAR } from '@grandtour/shared';
import { escapeXml, n, shade } from './svg-kit.ts';

/**
 * The side profile as a fine line drawing over a wash of the car's colour (decision 61): hairline strokes, deep
 * glass, slender wheels, a soft reflection on a polished floor. The proportions are the model's (car-profiles.ts).
 */
export const LINE_W = 1200;
export const LINE_H = 800;
export const LINE_GROUND = 560;

export interface SideGeometry {
  x0: number;
  x1: number;
  front: number;
  rear: number;
  at: (fraction: number) => number;
  y: (height: number) => number;
}

export function sideGeometry(p: CarProfile, ground = LINE_GROUND, width = LINE_W): SideGeometry {
  const x0 = (width - p.length) / 2;
  const front = x0 + p.frontOverhang;
  return {
    x0,
    x1: x0 + p.length,
    front,
    rear: front + p.wheelbase,
    at: (f) => x0 + f * p.length,
    y: (h) => ground - h,
  };
}

export function lineDefs(colour: string, id = 'l'): string {
  return (
    `<linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(colour, 0.25)}" stop-opacity="0.95"/>` +
    `<stop offset="0.45" stop-color="${colour}" stop-opacity="0.82"/>` +
    `<stop offset="1" stop-color="${shade(colour, -0.75)}" stop-opacity="0.9"/></linearGradient>` +
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#2b3038"/><stop offset="0.55" stop-color="#0c0e11"/><stop offset="1" stop-color="#050607"/></linearGradient>` +
    `<linearGradient id="${id}-edge" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#f4efe3" stop-opacity="0.15"/><stop offset="0.45" stop-color="#f4efe3" stop-opacity="0.95"/>` +
    `<stop offset="1" stop-color="#f4efe3" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="${id}-fade" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<mask id="${id}-reflection" maskContentUnits="userSpaceOnUse"><rect x="0" y="${LINE_GROUND}" width="${LINE_W}" height="${LINE_H - LINE_GROUND}" fill="url(#${id}-fade)"/></mask>` +
    `<radialGradient id="${id}-glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#c9a227" stop-opacity="0.16"/>` +
    `<stop offset="1" stop-color="#c9a227" stop-opacity="0"/></radialGradient>`
  );
}

/** A near-black stage: a warm glow behind the car and a fine gold horizon fading at both ends. */
export function lineStage(id = 'l'): string {
  return (
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#131317"/>` +
    `<stop offset="${n(LINE_GROUND / LINE_H)}" stop-color="#0b0b0e"/><stop offset="1" stop-color="#060608"/></linearGradient>` +
    `<linearGradient id="${id}-horizon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9a227" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#e2c15a" stop-opacity="0.55"/><stop offset="1" stop-color="#c9a227" stop-opacity="0"/></linearGradient>`
  );
}

export function lineStageBody(id = 'l', background = true): string {
  return (
    (background ? `<rect width="${LINE_W}" height="${LINE_H}" fill="url(#${id}-bg)"/>` : '') +
    `<ellipse cx="${LINE_W / 2}" cy="${LINE_GROUND - 120}" rx="${LINE_W * 0.48}" ry="260" fill="url(#${id}-glow)"/>` +
    `<line x1="40" y1="${LINE_GROUND}" x2="${LINE_W - 40}" y2="${LINE_GROUND}" stroke="url(#${id}-horizon)" stroke-width="1.2"/>`
  );
}

function outline(p: CarProfile, g: SideGeometry): string {
  const r = p.wheelRadius + 10;
  const sill = g.y(p.clearance + 12);
  const archTop = LINE_GROUND - p.wheelRadius;
  const roofY = g.y(p.roofHeight);
  const nose = g.y(p.noseHeight);
  const cowl = g.y(p.cowlHeight);
  const roof = p.openTop
    ? `C${n(g.at(p.windscreen + 0.05))} ${n(cowl - 6)} ${n(g.at(p.roofEnd - 0.04))} ${n(cowl - 4)} ${n(g.at(p.roofEnd + 0.04))} ${n(g.y(p.cowlHeight + 8))}`
    : `C${n(g.at(p.windscreen + 0.06))} ${n(cowl - 30)} ${n(g.at(p.roofStart - 0.06))} ${n(roofY)} ${n(g.at(p.roofStart))} ${n(roofY)}` +
      ` L${n(g.at(p.roofEnd))} ${n(roofY + 3)}`;
  const fastback = p.style !== 'saloon' && p.style !== 'suv' && !p.openTop;
  const deck = `${n(g.at(p.deck))} ${n(g.y(p.tailHeight + 6))}`;
  const tail = fastback
    ? `C${n(g.at(p.roofEnd + (p.deck - p.roofEnd) * 0.35))} ${n(roofY + 8)} ${n(g.at(p.deck - 0.1))} ${n(g.y(p.tailHeight + 30))} ${deck}`
    : p.openTop
      ? `C${n(g.at(p.roofEnd + 0.12))} ${n(g.y(p.cowlHeight + 4))} ${n(g.at(p.deck - 0.05))} ${n(g.y(p.tailHeight + 12))} ${deck}`
      : `C${n(g.at(p.roofEnd + 0.04))} ${n(roofY + 10)} ${n(g.at(p.deck - 0.07))} ${n(g.y(p.tailHeight + 26))} ${deck}`;
  return [
    `M${n(g.x0 + 10)} ${n(sill)}`,
    `C${n(g.x0 - 2)} ${n(sill - 10)} ${n(g.x0 - 4)} ${n(nose + 14)} ${n(g.x0 + 6)} ${n(nose)}`,
    `C${n(g.at(p.windscreen * 0.45))} ${n(nose - (p.cowlHeight - p.noseHeight) * 0.75)} ${n(g.at(p.windscreen * 0.85))} ${n(cowl + 2)} ${n(g.at(p.windscreen))} ${n(cowl)}`,
    roof,
    tail,
    `C${n(g.x1 + 2)} ${n(g.y(p.tailHeight))} ${n(g.x1 + 4)} ${n(sill - 20)} ${n(g.x1 - 8)} ${n(sill)}`,
    `L${n(g.rear + r)} ${n(sill)}`,
    `A${r} ${r} 0 0 0 ${n(g.rear - r)} ${n(Math.min(sill, archTop))}`,
    `L${n(g.front + r)} ${n(Math.min(sill, archTop))}`,
    `A${r} ${r} 0 0 0 ${n(g.front - r)} ${n(sill)}`,
    'Z',
  ].join(' ');
}

function glass(p: CarProfile, g: SideGeometry, id: string): string {
  if (p.openTop) {
    const base = g.y(p.cowlHeight + 8);
    const top = g.y(p.cowlHeight + 58);
    const screen = g.at(p.windscreen) + 14;
    const seat = g.at(p.roofEnd) - 10;
    return (
      `<path d="M${n(screen)} ${n(base)} L${n(screen + 56)} ${n(top)} L${n(screen + 70)} ${n(top)} L${n(screen + 30)} ${n(base)} Z" fill="url(#${id}-glass)" stroke="#f4efe3" stroke-opacity="0.6" stroke-width="1.2"/>` +
      `<path d="M${n(seat)} ${n(base + 2)} C${n(seat + 4)} ${n(base - 40)} ${n(seat + 34)} ${n(base - 44)} ${n(seat + 40)} ${n(base - 20)} L${n(seat + 36)} ${n(base + 2)} Z" fill="#1a1412" stroke="#f4efe3" stroke-opacity="0.35" stroke-width="1"/>`
    );
  }
  // Slim windows under a low roof line, as a coachbuilder draws them.
  const base = g.y(p.cowlHeight + 8 + (p.roofHeight - p.cowlHeight) * 0.1);
  const top = g.y(p.roofHeight - 18);
  const fastback = p.style !== 'saloon' && p.style !== 'suv';
  const end = fastback ? g.at(p.roofEnd + 0.1) : g.at(p.deck) - 46;
  const pillar = g.at((p.roofStart + p.roofEnd) / 2 + 0.02);
  const path =
    `M${n(g.at(p.windscreen) + 24)} ${n(base)} C${n(g.at(p.windscreen + 0.06))} ${n(base - 30)} ${n(g.at(p.roofStart - 0.05))} ${n(top)} ${n(g.at(p.roofStart) + 6)} ${n(top)} ` +
    `L${n(g.at(p.roofEnd) - 6)} ${n(top + 2)} C${n(g.at(p.roofEnd) + 26)} ${n(top + 8)} ${n(end - 20)} ${n(base - 14)} ${n(end)} ${n(base)} Z`;
  return (
    `<path d="${path}" fill="url(#${id}-glass)" stroke="#f4efe3" stroke-opacity="0.55" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<line x1="${n(pillar)}" y1="${n(top)}" x2="${n(pillar - 8)}" y2="${n(base)}" stroke="#0b0b0d" stroke-width="7"/>` +
    `<line x1="${n(pillar + 4)}" y1="${n(top + 2)}" x2="${n(pillar - 4)}" y2="${n(base)}" stroke="#f4efe3" stroke-opacity="0.35" stroke-width="1"/>`
  );
}

function lines(p: CarProfile, g: SideGeometry, colour: string): string {
  const belt = g.y(p.cowlHeight - 14);
  const light = shade(colour, 0.7);
  const door = g.at(p.windscreen) + 16;
  const doorEnd = g.at(p.roofEnd) - (p.style === 'saloon' || p.style === 'suv' ? 0 : 30);
  const parts = [
    // shoulder: the line that catches the light
    `<path d="M${n(g.x0 + 30)} ${n(g.y(p.noseHeight + 6))} C${n(g.at(0.35))} ${n(belt - 6)} ${n(g.at(0.7))} ${n(belt - 10)} ${n(g.at(p.deck) - 10)} ${n(Math.max(belt + 4, g.y(p.tailHeight - 6)))}" stroke="${light}" stroke-opacity="0.85" stroke-width="1.6" fill="none"/>`,
    // lower crease and sill
    `<path d="M${n(g.front + p.wheelRadius + 22)} ${n(g.y(p.clearance + 44))} C${n(g.at(0.45))} ${n(g.y(p.clearance + 52))} ${n(g.at(0.6))} ${n(g.y(p.clearance + 50))} ${n(g.rear - p.wheelRadius - 22)} ${n(g.y(p.clearance + 40))}" stroke="#f4efe3" stroke-opacity="0.3" stroke-width="1.2" fill="none"/>`,
    // door shut lines and handle
    `<path d="M${n(door)} ${n(g.y(p.cowlHeight + 4))} C${n(door - 10)} ${n(belt + 40)} ${n(door - 6)} ${n(g.y(p.clearance + 40))} ${n(door + 4)} ${n(g.y(p.clearance + 20))}" stroke="#000" stroke-opacity="0.55" stroke-width="1.4" fill="none"/>`,
    `<path d="M${n(doorEnd)} ${n(g.y(p.cowlHeight + 4))} L${n(doorEnd + 4)} ${n(g.y(p.clearance + 22))}" stroke="#000" stroke-opacity="0.45" stroke-width="1.4"/>`,
    `<line x1="${n(doorEnd - 44)}" y1="${n(belt + 14)}" x2="${n(doorEnd - 14)}" y2="${n(belt + 14)}" stroke="${light}" stroke-opacity="0.8" stroke-width="2.2" stroke-linecap="round"/>`,
    // lamps: slim blades of light
    `<path d="M${n(g.x0 + 10)} ${n(g.y(p.noseHeight - 8))} L${n(g.x0 + 70)} ${n(g.y(p.noseHeight - 2))}" stroke="#fdfbf5" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${n(g.at(p.deck) - 44)} ${n(g.y(p.tailHeight - 2))} L${n(g.at(p.deck) - 6)} ${n(g.y(p.tailHeight - 4))}" stroke="#e0202b" stroke-width="3.5" stroke-linecap="round"/>`,
    // mirror
    `<path d="M${n(g.at(p.windscreen) + 26)} ${n(g.y(p.cowlHeight + 12))} c-6 -12 -26 -12 -30 -2 c4 8 20 8 30 2 Z" fill="${shade(colour, -0.4)}" stroke="${light}" stroke-opacity="0.6" stroke-width="1"/>`,
  ];
  if (p.sideIntake) {
    const x = g.at(p.roofEnd) + 4;
    const depth = (g.y(p.clearance + 30) - belt) * 0.7;
    parts.push(
      `<path d="M${n(x)} ${n(belt + 10)} C${n(x + 30)} ${n(belt + 6)} ${n(x + 60)} ${n(belt + 10)} ${n(x + 74)} ${n(belt + 18)} L${n(x + 54)} ${n(belt + depth)} C${n(x + 34)} ${n(belt + depth * 0.7)} ${n(x + 12)} ${n(belt + depth * 0.45)} ${n(x)} ${n(belt + 10)} Z" fill="#050506" fill-opacity="0.85" stroke="${light}" stroke-opacity="0.5" stroke-width="1"/>`,
    );
  }
  if (p.wing) {
    const x = g.at(p.deck) - 80;
    const y = g.y(p.tailHeight + 66);
    parts.push(
      `<path d="M${n(x)} ${n(y)} L${n(x + 120)} ${n(y - 6)} L${n(x + 122)} ${n(y + 6)} L${n(x + 2)} ${n(y + 10)} Z" fill="#0b0b0d" stroke="${light}" stroke-opacity="0.6" stroke-width="1"/>`,
      `<path d="M${n(x + 36)} ${n(y + 9)} L${n(x + 44)} ${n(y + 58)} M${n(x + 90)} ${n(y + 5)} L${n(x + 96)} ${n(y + 58)}" stroke="#f4efe3" stroke-opacity="0.5" stroke-width="2"/>`,
    );
  }
  return parts.join('');
}

function wheel(cx: number, cy: number, r: number, p: CarProfile): string {
  const rim = r * 0.7;
  const count = p.spokes === 1 ? 6 : p.spokes;
  const spokes = Array.from({ length: count }, (_, i) => {
    const a = (i * 2 * Math.PI) / count - Math.PI / 2;
    const b = a + (p.spokes >= 10 ? 0.06 : 0.12);
    return `M${n(cx + Math.cos(a) * rim * 0.24)} ${n(cy + Math.sin(a) * rim * 0.24)} L${n(cx + Math.cos(a) * rim * 0.96)} ${n(cy + Math.sin(a) * rim * 0.96)} M${n(cx + Math.cos(b) * rim * 0.24)} ${n(cy + Math.sin(b) * rim * 0.24)} L${n(cx + Math.cos(b) * rim * 0.96)} ${n(cy + Math.sin(b) * rim * 0.96)}`;
  }).join(' ');
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="#08080a" stroke="#f4efe3" stroke-opacity="0.28" stroke-width="1"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim)}" fill="#111114"/>` +
    `<path d="M${n(cx - rim * 0.62)} ${n(cy - rim * 0.42)} A${n(rim * 0.74)} ${n(rim * 0.74)} 0 0 1 ${n(cx + rim * 0.05)} ${n(cy - rim * 0.74)}" stroke="${p.caliper}" stroke-width="${n(rim * 0.2)}" fill="none"/>` +
    `<path d="${spokes}" stroke="#d9d6cf" stroke-width="1.6" stroke-linecap="round"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim)}" fill="none" stroke="#e9e5da" stroke-width="2"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rim * 0.18)}" fill="#1a1a1d" stroke="#e9e5da" stroke-width="1.4"/>`
  );
}

/** The car itself, standing on the horizon, with its reflection. */
export function lineSideCar(p: CarProfile, colour: string, id = 'l'): string {
  const g = sideGeometry(p);
  const wheelY = LINE_GROUND - p.wheelRadius;
  const body = outline(p, g);
  const car =
    `<path d="${body}" fill="url(#${id}-paint)"/>` +
    glass(p, g, id) +
    lines(p, g, colour) +
    `<path d="${body}" fill="none" stroke="url(#${id}-edge)" stroke-width="1.8" stroke-linejoin="round"/>` +
    wheel(g.front, wheelY, p.wheelRadius, p) +
    wheel(g.rear, wheelY, p.wheelRadius, p);
  return (
    `<ellipse cx="${n((g.x0 + g.x1) / 2)}" cy="${LINE_GROUND + 2}" rx="${n(p.length * 0.5)}" ry="10" fill="#000" opacity="0.9"/>` +
    `<g mask="url(#${id}-reflection)"><g transform="matrix(1 0 0 -1 0 ${2 * LINE_GROUND})">${car}</g></g>` +
    car
  );
}

/** The home page's hero: one car on a transparent stage, cropped to the car and its reflection. */
export function heroCarSvg(profile: CarProfile, colour: string, title: string): string {
  const { width, height } = HERO_CAR;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="60 ${LINE_GROUND - 360} ${width} ${height}" width="${width}" height="${height}">` +
    `<title>${escapeXml(title)}</title><defs>${lineDefs(colour)}${lineStage()}</defs>` +
    lineStageBody('l', false) +
    lineSideCar(profile, colour) +
    '</svg>'
  );
}
