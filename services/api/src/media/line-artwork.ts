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

type Point = [x: number, y: number, corner?: boolean];

/**
 * A smooth path through the points (Catmull-Rom as cubic Béziers); a point marked as a corner keeps a crisp break,
 * as where a windscreen meets the bonnet.
 */
function spline(points: Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1, c1] = points[i]!;
    const [x2, y2, c2] = points[i + 1]!;
    const [x0, y0] = c1 ? points[i]! : (points[i - 1] ?? points[i]!);
    const [x3, y3] = c2 ? points[i + 1]! : (points[i + 2] ?? points[i + 1]!);
    d +=
      ` C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)}` +
      ` ${n(x2)} ${n(y2)}`;
  }
  return d;
}

const fastbackStyle = (p: CarProfile) => p.style === 'gt' || p.style === 'sports' || p.style === 'wedge';

/** The upper contour from the nose's leading edge to the top of the tail, as the eye reads a car's profile. */
function topline(p: CarProfile, g: SideGeometry): Point[] {
  const pt = (f: number, h: number, corner = false): Point => [g.at(f), g.y(h), corner];
  const { noseHeight: nose, cowlHeight: cowl, roofHeight: roof, tailHeight: tail } = p;
  const ws = p.windscreen;
  const axle = p.frontOverhang / p.length;
  const front: Point[] =
    p.style === 'wedge'
      ? [
          pt(0, nose, true),
          pt(0.05, nose + (cowl - nose) * 0.42),
          pt(axle, Math.max(cowl - 10, 2 * p.wheelRadius + 14)),
          pt(ws, cowl, true),
        ]
      : [
          pt(0, nose),
          pt(0.05, nose + (cowl - nose) * 0.6),
          pt(ws * 0.5, cowl - (cowl - nose) * 0.08),
          pt(ws, cowl, true),
        ];
  if (p.openTop) {
    const hood = p.style === 'wedge' ? cowl + 34 : cowl + 6;
    return [
      ...front,
      pt(p.roofEnd, hood - 4),
      pt((p.roofEnd + p.deck) / 2, hood + (tail - hood) * 0.35),
      pt(p.deck, tail + 4),
      pt(0.994, tail - 2, true),
    ];
  }
  const peak = (p.roofStart + p.roofEnd) / 2;
  const cabin: Point[] = [pt(p.roofStart, roof - 9), pt(peak, roof)];
  if (p.style === 'wedge') {
    // Cab-forward canopy whose roof flows into the engine deck.
    return [
      ...front,
      ...cabin,
      pt(p.roofEnd + 0.07, roof - (roof - tail) * 0.42),
      pt(p.deck - 0.1, tail + (roof - tail) * 0.14),
      pt(p.deck, tail + 5, true),
      pt(0.995, tail + 2, true),
    ];
  }
  if (fastbackStyle(p)) {
    // One long curve from the crown of the roof to a short, crisp tail with a small ducktail lip.
    return [
      ...front,
      ...cabin,
      pt(p.roofEnd, roof - (roof - tail) * 0.18),
      pt((p.roofEnd + p.deck) / 2 + 0.02, roof - (roof - tail) * 0.64),
      pt(p.deck - 0.03, tail + 9),
      pt(0.994, tail + 6, true),
    ];
  }
  if (p.style === 'suv') {
    return [
      ...front,
      pt(p.roofStart, roof - 3),
      pt(p.roofStart + (p.roofEnd - p.roofStart) * 0.4, roof),
      pt(p.roofEnd, roof - 7),
      pt(p.deck, tail + (roof - tail) * 0.3, true),
      pt(1, tail - 4, true),
    ];
  }
  // saloon: a three-box silhouette softened into a coupé-like glasshouse, with a short boot.
  return [
    ...front,
    ...cabin,
    pt(p.roofEnd, roof - 14),
    pt(p.roofEnd + (p.deck - p.roofEnd) * 0.6, tail + 12),
    pt(p.deck, tail + 4, true),
    pt(1, tail - 4, true),
  ];
}

function outline(p: CarProfile, g: SideGeometry): string {
  const r = p.wheelRadius + 6;
  const sill = g.y(p.clearance + 8);
  const drop = sill - (LINE_GROUND - p.wheelRadius);
  const dx = Math.sqrt(Math.max(0, r * r - drop * drop));
  const large = drop > 0 ? 1 : 0;
  const top = topline(p, g);
  const [nx, ny] = top[0]!;
  const [tx, ty] = top[top.length - 1]!;
  return [
    `M${n(g.x0 + 24)} ${n(sill)}`,
    // front bumper: a rounded chin up to the nose
    `C${n(g.x0 + 4)} ${n(sill - 6)} ${n(nx - 6)} ${n(ny + (sill - ny) * 0.5)} ${n(nx)} ${n(ny)}`,
    spline(top),
    // tail: a short, nearly vertical face tucked under to the diffuser
    `C${n(tx + 5)} ${n(ty + (sill - ty) * 0.35)} ${n(tx - 4)} ${n(sill - 8)} ${n(tx - 40)} ${n(sill)}`,
    // wheel arches: circles around the wheel centres, cut where they meet the sill
    `L${n(g.rear + dx)} ${n(sill)}`,
    `A${r} ${r} 0 ${large} 0 ${n(g.rear - dx)} ${n(sill)}`,
    `L${n(g.front + dx)} ${n(sill)}`,
    `A${r} ${r} 0 ${large} 0 ${n(g.front - dx)} ${n(sill)}`,
    'Z',
  ].join(' ');
}

/** The height of the waist (the lower edge of the side glass) at a fraction of the length; it rises gently aft. */
function beltAt(p: CarProfile, f: number): number {
  const t = Math.min(1, Math.max(0, (f - p.windscreen) / (p.deck - p.windscreen)));
  const rise = p.style === 'suv' || p.style === 'saloon' ? 6 : 14;
  return p.cowlHeight + 6 + rise * t;
}

function glass(p: CarProfile, g: SideGeometry, id: string): string {
  if (p.openTop) {
    const base = g.y(p.cowlHeight + 4);
    const top = g.y(p.cowlHeight + 68);
    const screen = g.at(p.windscreen) + 6;
    const seat = g.at(p.roofEnd) - 30;
    return (
      `<path d="M${n(screen)} ${n(base)} L${n(screen + 84)} ${n(top)} L${n(screen + 96)} ${n(top + 1)} L${n(screen + 24)} ${n(base)} Z" fill="url(#${id}-glass)" stroke="#f4efe3" stroke-opacity="0.6" stroke-width="1.2" stroke-linejoin="round"/>` +
      `<path d="M${n(seat)} ${n(base + 2)} C${n(seat + 4)} ${n(base - 38)} ${n(seat + 32)} ${n(base - 42)} ${n(seat + 38)} ${n(base - 18)} L${n(seat + 34)} ${n(base + 2)} Z" fill="#1a1412" stroke="#f4efe3" stroke-opacity="0.35" stroke-width="1"/>`
    );
  }
  // The daylight opening: inset from the roofline and tapering to a point aft on the fastbacks.
  const pt = (f: number, h: number, corner = false): Point => [g.at(f), g.y(h), corner];
  const roof = p.roofHeight - 13;
  const peak = (p.roofStart + p.roofEnd) / 2;
  const a = p.windscreen + 0.045;
  const fast = fastbackStyle(p);
  const endF = fast
    ? p.roofEnd + (p.style === 'wedge' ? 0.03 : 0.07)
    : p.style === 'suv'
      ? p.deck - 0.045
      : p.roofEnd + 0.02;
  const points: Point[] = [
    pt(a, beltAt(p, a), true),
    pt(p.roofStart + 0.01, roof - 6),
    pt(peak, roof),
    fast
      ? pt(p.roofEnd - 0.01, roof - (roof - beltAt(p, endF)) * 0.45)
      : pt(p.style === 'suv' ? p.roofEnd - 0.02 : p.roofEnd - 0.02, roof - 6),
    pt(endF, beltAt(p, endF) + (fast ? 0 : 4), true),
  ];
  const path = `M${n(points[0]![0])} ${n(points[0]![1])}${spline(points)} Z`;
  const pillarF = fast
    ? (peak + p.roofEnd) / 2
    : p.style === 'suv'
      ? (p.roofStart + p.roofEnd) / 2 - 0.03
      : peak + 0.04;
  const pillar = g.at(pillarF);
  const pTop = g.y(roof - 2);
  const pBase = g.y(beltAt(p, pillarF));
  return (
    `<path d="${path}" fill="url(#${id}-glass)" stroke="#f4efe3" stroke-opacity="0.55" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<line x1="${n(pillar + 3)}" y1="${n(pTop)}" x2="${n(pillar - 4)}" y2="${n(pBase)}" stroke="#0b0b0d" stroke-width="6"/>` +
    `<line x1="${n(pillar + 6)}" y1="${n(pTop + 1)}" x2="${n(pillar - 1)}" y2="${n(pBase)}" stroke="#f4efe3" stroke-opacity="0.3" stroke-width="1"/>`
  );
}

function lines(p: CarProfile, g: SideGeometry, colour: string): string {
  const belt = g.y(p.cowlHeight - 14);
  const light = shade(colour, 0.7);
  const door = g.at(p.windscreen) + 16;
  const doorEnd = g.at(p.roofEnd) - (p.style === 'saloon' || p.style === 'suv' ? 0 : 30);
  const parts = [
    // shoulder: the line that catches the light
    `<path d="M${n(g.front + p.wheelRadius + 16)} ${n(belt + 18)} C${n(g.at(0.45))} ${n(belt + 16)} ${n(g.rear - p.wheelRadius * 2)} ${n(belt + 12)} ${n(g.rear - p.wheelRadius - 12)} ${n(belt - 2)}" stroke="${light}" stroke-opacity="0.7" stroke-width="1.4" fill="none"/>`,
    // lower crease and sill
    `<path d="M${n(g.front + p.wheelRadius + 22)} ${n(g.y(p.clearance + 44))} C${n(g.at(0.45))} ${n(g.y(p.clearance + 52))} ${n(g.at(0.6))} ${n(g.y(p.clearance + 50))} ${n(g.rear - p.wheelRadius - 22)} ${n(g.y(p.clearance + 40))}" stroke="#f4efe3" stroke-opacity="0.3" stroke-width="1.2" fill="none"/>`,
    // door shut lines and handle
    `<path d="M${n(door)} ${n(g.y(p.cowlHeight + 4))} C${n(door - 10)} ${n(belt + 40)} ${n(door - 6)} ${n(g.y(p.clearance + 40))} ${n(door + 4)} ${n(g.y(p.clearance + 20))}" stroke="#000" stroke-opacity="0.55" stroke-width="1.4" fill="none"/>`,
    `<path d="M${n(doorEnd)} ${n(g.y(p.cowlHeight + 4))} L${n(doorEnd + 4)} ${n(g.y(p.clearance + 22))}" stroke="#000" stroke-opacity="0.45" stroke-width="1.4"/>`,
    `<line x1="${n(doorEnd - 44)}" y1="${n(belt + 14)}" x2="${n(doorEnd - 14)}" y2="${n(belt + 14)}" stroke="${light}" stroke-opacity="0.8" stroke-width="2.2" stroke-linecap="round"/>`,
    // lamps: slim blades of light
    `<path d="M${n(g.x0 + 10)} ${n(g.y(p.noseHeight + 4))} Q${n(g.x0 + 40)} ${n(g.y(p.noseHeight + 22))} ${n(g.x0 + 84)} ${n(g.y(p.noseHeight + 28))}" stroke="#fdfbf5" stroke-width="3" stroke-linecap="round" fill="none"/>`,
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
