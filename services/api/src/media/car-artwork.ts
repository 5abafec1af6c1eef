import type { CarProfile } from './car-profiles.ts';
import { profileFor } from './car-profiles.ts';
import {
  LINE_GROUND,
  LINE_H,
  LINE_W,
  lineDefs,
  lineSideCar,
  lineStage,
  lineStageBody,
} from './line-artwork.ts';
import { n, shade, studio, svgDocument } from './svg-kit.ts';

export const ARTWORK_VIEWS = ['three-quarter', 'side', 'front', 'rear', 'interior'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

const W = 1200;
const H = 800;
const GROUND = 610;

function paintDefs(colour: string): string {
  return (
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.45)}"/>` +
    `<stop offset="0.35" stop-color="${colour}"/><stop offset="0.75" stop-color="${shade(colour, -0.35)}"/>` +
    `<stop offset="1" stop-color="${shade(colour, -0.7)}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6b7a"/><stop offset="0.5" stop-color="#1a2129"/><stop offset="1" stop-color="#0b0e12"/></linearGradient>` +
    `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9ecef"/><stop offset="0.5" stop-color="#8d949b"/><stop offset="1" stop-color="#3c4147"/></linearGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`
  );
}

function frontOrRear(p: CarProfile, colour: string, rear: boolean): string {
  const width = p.style === 'suv' ? 640 : p.style === 'saloon' ? 600 : 660;
  const height = p.roofHeight;
  const cx = W / 2;
  const left = cx - width / 2;
  const shoulder = GROUND - Math.max(p.cowlHeight, p.tailHeight) - 10;
  const roofW = p.style === 'wedge' ? width * 0.42 : width * 0.55;
  const glassTop = GROUND - height + 14;
  const lights = rear
    ? `<path d="M${n(left + 20)} ${n(shoulder + 26)} h${n(width * 0.3)} v16 h-${n(width * 0.3)} Z M${n(cx + width * 0.2 - 20)} ${n(shoulder + 26)} h${n(width * 0.3)} v16 h-${n(width * 0.3)} Z" fill="#d3121d"/>` +
      `<circle cx="${n(cx - 60)}" cy="${GROUND - p.clearance - 26}" r="13" fill="#1a1a1a" stroke="url(#rim)" stroke-width="4"/><circle cx="${n(cx + 60)}" cy="${GROUND - p.clearance - 26}" r="13" fill="#1a1a1a" stroke="url(#rim)" stroke-width="4"/>`
    : `<path d="M${n(left + 26)} ${n(shoulder + 30)} l${n(width * 0.24)} 10 l-6 14 l-${n(width * 0.24)} -8 Z M${n(left + width - 26)} ${n(shoulder + 30)} l-${n(width * 0.24)} 10 l6 14 l${n(width * 0.24)} -8 Z" fill="#f4f7fb"/>` +
      grilleFront(p, cx, GROUND - p.clearance - 30, width);
  const wing =
    rear && p.wing
      ? `<rect x="${n(cx - width * 0.42)}" y="${n(glassTop - 10)}" width="${n(width * 0.84)}" height="16" rx="4" fill="#0b0b0d"/>`
      : '';
  const cabin = p.openTop
    ? `<path d="M${n(cx - roofW / 2)} ${n(shoulder)} L${n(cx - roofW / 2 + 20)} ${n(glassTop + 40)} L${n(cx + roofW / 2 - 20)} ${n(glassTop + 40)} L${n(cx + roofW / 2)} ${n(shoulder)} Z" fill="url(#glass)" opacity="0.8"/>`
    : `<path d="M${n(cx - roofW / 2 - 40)} ${n(shoulder)} Q${n(cx - roofW / 2)} ${n(glassTop)} ${n(cx - roofW / 2 + 30)} ${n(glassTop)} L${n(cx + roofW / 2 - 30)} ${n(glassTop)} Q${n(cx + roofW / 2)} ${n(glassTop)} ${n(cx + roofW / 2 + 40)} ${n(shoulder)} Z" fill="url(#paint)" stroke="#f4efe3" stroke-opacity="0.55" stroke-width="1.4" stroke-linejoin="round"/>` +
      `<path d="M${n(cx - roofW / 2 - 20)} ${n(shoulder - 6)} Q${n(cx - roofW / 2 + 4)} ${n(glassTop + 14)} ${n(cx - roofW / 2 + 36)} ${n(glassTop + 14)} L${n(cx + roofW / 2 - 36)} ${n(glassTop + 14)} Q${n(cx + roofW / 2 - 4)} ${n(glassTop + 14)} ${n(cx + roofW / 2 + 20)} ${n(shoulder - 6)} Z" fill="url(#glass)"/>`;
  return (
    `<ellipse cx="${cx}" cy="${GROUND + 6}" rx="${n(width * 0.62)}" ry="22" fill="#000" opacity="0.8"/>` +
    `<rect x="${n(left - 6)}" y="${GROUND - p.wheelRadius * 1.2}" width="70" height="${n(p.wheelRadius * 1.2)}" rx="14" fill="#0d0d0f"/>` +
    `<rect x="${n(left + width - 64)}" y="${GROUND - p.wheelRadius * 1.2}" width="70" height="${n(p.wheelRadius * 1.2)}" rx="14" fill="#0d0d0f"/>` +
    cabin +
    `<path d="M${n(left)} ${n(GROUND - p.clearance - 8)} L${n(left - 8)} ${n(shoulder + 40)} Q${n(left)} ${n(shoulder)} ${n(left + 60)} ${n(shoulder)} L${n(left + width - 60)} ${n(shoulder)} Q${n(left + width)} ${n(shoulder)} ${n(left + width + 8)} ${n(shoulder + 40)} L${n(left + width)} ${n(GROUND - p.clearance - 8)} Z" fill="url(#paint)" stroke="#f4efe3" stroke-opacity="0.55" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="M${n(left + 40)} ${n(shoulder + 8)} H${n(left + width - 40)}" stroke="url(#sheen)" stroke-width="6"/>` +
    lights +
    wing +
    `<rect x="${n(cx - 60)}" y="${n(GROUND - p.clearance - 64)}" width="120" height="26" rx="3" fill="#f2f2f2" opacity="${rear ? 0.9 : 0}"/>` +
    `<text x="${cx}" y="${n(GROUND - p.clearance - 46)}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#222" opacity="${rear ? 1 : 0}">GT · 2026</text>` +
    `<path d="M${n(left + 10)} ${n(GROUND - p.clearance - 8)} H${n(left + width - 10)}" stroke="${shade(colour, -0.8)}" stroke-width="10"/>`
  );
}

function grilleFront(p: CarProfile, cx: number, bottom: number, width: number): string {
  switch (p.grille) {
    case 'pantheon':
      return (
        `<rect x="${n(cx - 46)}" y="${n(bottom - 96)}" width="92" height="96" rx="4" fill="url(#rim)"/>` +
        Array.from(
          { length: 9 },
          (_, i) =>
            `<line x1="${n(cx - 38 + i * 9.5)}" y1="${n(bottom - 90)}" x2="${n(cx - 38 + i * 9.5)}" y2="${n(bottom - 6)}" stroke="#444" stroke-width="2"/>`,
        ).join('')
      );
    case 'kidney':
      return `<rect x="${n(cx - 74)}" y="${n(bottom - 84)}" width="66" height="84" rx="16" fill="#0b0b0d" stroke="url(#rim)" stroke-width="5"/><rect x="${n(cx + 8)}" y="${n(bottom - 84)}" width="66" height="84" rx="16" fill="#0b0b0d" stroke="url(#rim)" stroke-width="5"/>`;
    case 'horseshoe':
      return `<path d="M${n(cx - 36)} ${n(bottom - 80)} h72 v40 q0 40 -36 40 q-36 0 -36 -40 Z" fill="#0b0b0d" stroke="url(#rim)" stroke-width="5"/>`;
    case 'matrix':
      return (
        `<path d="M${n(cx - 90)} ${n(bottom - 70)} h180 l-14 70 h-152 Z" fill="#0b0b0d" stroke="url(#rim)" stroke-width="4"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<line x1="${n(cx - 84)}" y1="${n(bottom - 60 + i * 10)}" x2="${n(cx + 84)}" y2="${n(bottom - 60 + i * 10)}" stroke="#555" stroke-width="2"/>`,
        ).join('')
      );
    case 'intake':
      return `<path d="M${n(cx - width * 0.36)} ${n(bottom)} l40 -56 h${n(width * 0.72 - 80)} l40 56 Z" fill="#050506"/><path d="M${n(cx - 40)} ${n(bottom - 50)} h80 l-10 30 h-60 Z" fill="#0d0d0f"/>`;
    case 'slot':
      return `<rect x="${n(cx - 120)}" y="${n(bottom - 40)}" width="240" height="34" rx="14" fill="#050506" stroke="url(#rim)" stroke-width="2"/>`;
    case 'wide':
      return `<rect x="${n(cx - 150)}" y="${n(bottom - 44)}" width="300" height="40" rx="10" fill="#050506"/>`;
  }
}

function interior(p: CarProfile, colour: string): string {
  const leather = p.style === 'wedge' ? '#1b1b1d' : p.style === 'saloon' ? '#d9c9ad' : '#6b3a24';
  return (
    `<rect width="${W}" height="${H}" fill="#0a0b0d"/>` +
    `<path d="M0 0 H${W} V300 Q600 220 0 300 Z" fill="url(#glass)" opacity="0.9"/>` +
    `<path d="M0 330 Q600 250 ${W} 330 V${H} H0 Z" fill="#131316"/>` +
    `<path d="M0 330 Q600 250 ${W} 330 L${W} 370 Q600 292 0 370 Z" fill="${colour}" opacity="0.85"/>` +
    `<path d="M60 ${H} Q80 520 260 500 L420 500 Q470 560 460 ${H} Z" fill="${leather}"/>` +
    `<path d="M740 ${H} Q730 560 780 500 L940 500 Q1120 520 1140 ${H} Z" fill="${leather}"/>` +
    `<rect x="520" y="380" width="160" height="90" rx="10" fill="#05070a" stroke="#2c2f34" stroke-width="3"/>` +
    `<rect x="532" y="392" width="136" height="66" rx="6" fill="#14324a"/>` +
    `<circle cx="360" cy="430" r="120" fill="none" stroke="#1d1d20" stroke-width="26"/>` +
    `<circle cx="360" cy="430" r="120" fill="none" stroke="${p.caliper}" stroke-width="4" stroke-dasharray="30 724" stroke-dashoffset="-350"/>` +
    `<path d="M250 440 H470 M360 440 V540" stroke="#1d1d20" stroke-width="26"/>` +
    `<circle cx="360" cy="440" r="30" fill="#26272b" stroke="url(#rim)" stroke-width="3"/>` +
    `<circle cx="300" cy="360" r="34" fill="#05070a" stroke="#c9a227" stroke-width="2"/><circle cx="420" cy="360" r="34" fill="#05070a" stroke="#c9a227" stroke-width="2"/>` +
    `<path d="M600 560 v180" stroke="${shade(colour, -0.3)}" stroke-width="40" stroke-linecap="round"/>`
  );
}

export interface CarArtworkRequest {
  slug: string;
  colour: string;
  view: ArtworkView;
  title: string;
  category?: string;
}

/** An original studio illustration of a car, deterministic for a given request. */
export function renderCarSvg({ slug, colour, view, title, category }: CarArtworkRequest): string {
  const profile = profileFor(slug, category);
  // The views a visitor sees first (cards, the car page's main picture): the fine line drawing.
  if (view === 'three-quarter' || view === 'side') {
    const car = lineSideCar(profile, colour);
    // The first view a little closer, so the two differ as a photographer's would.
    const scene = view === 'side' ? car : `<g transform="matrix(1.12 0 0 1.12 -72 -58)">${car}</g>`;
    return svgDocument({
      width: LINE_W,
      height: LINE_H,
      title,
      defs: lineDefs(colour) + lineStage(),
      body: lineStageBody() + scene,
    });
  }
  const backdrop = studio(W, H, GROUND - 40);
  const defs = backdrop.defs + paintDefs(colour);
  let scene: string;
  switch (view) {
    // On the line drawings' stage, standing on its horizon, with hairline edges.
    case 'front':
    case 'rear':
      return svgDocument({
        width: W,
        height: H,
        title,
        defs: defs + lineDefs(colour) + lineStage(),
        body:
          lineStageBody() +
          `<g transform="translate(0 ${LINE_GROUND - GROUND})">${frontOrRear(profile, colour, view === 'rear')}</g>`,
      });
    case 'interior':
      scene = interior(profile, colour);
      break;
  }
  return svgDocument({ width: W, height: H, title, defs, body: scene });
}
