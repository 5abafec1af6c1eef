import { describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '../seed/demo-fleet.ts';
import { ARTWORK_VIEWS, renderCarSvg } from './car-artwork.ts';
import { carImageUrls, modelSlug } from './car-image-urls.ts';
import { FLEET_SLUGS, profileFor } from './car-profiles.ts';
import { renderFallbackSvg } from './fallback-artwork.ts';
import { heroCarSvg } from './line-artwork.ts';
import { HERO_CAR } from '@grandtour/shared';

/** Every opened tag is closed in order: enough to know a browser will parse the document. */
function isBalancedXml(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

const huracan = { slug: 'lamborghini-huracan-evo', colour: '#f2b807', title: 'Lamborghini Huracán EVO' };

describe('car artwork', () => {
  it('is a well-formed SVG in every view, painted in the car colour', () => {
    for (const view of ARTWORK_VIEWS) {
      const svg = renderCarSvg({ ...huracan, view });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(isBalancedXml(svg)).toBe(true);
      expect(svg).toContain('#f2b807');
      expect(svg.length).toBeLessThan(25_000);
    }
  });

  it('draws each model and each view differently, and the same request identically', () => {
    const side = renderCarSvg({ ...huracan, view: 'side' });
    expect(renderCarSvg({ ...huracan, view: 'side' })).toBe(side);
    expect(renderCarSvg({ ...huracan, slug: 'rolls-royce-phantom', view: 'side' })).not.toBe(side);
    expect(renderCarSvg({ ...huracan, view: 'rear' })).not.toBe(side);
  });

  it('never refers to anything outside the document and escapes its title', () => {
    const svg = renderCarSvg({ ...huracan, view: 'side', title: 'A <b>&"fast"</b> car' });
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).toContain('<title>A &lt;b&gt;&amp;&quot;fast&quot;&lt;/b&gt; car</title>');
    expect(isBalancedXml(renderFallbackSvg())).toBe(true);
  });

  it('draws every fleet car as a small, smooth side profile (curves, not polylines)', () => {
    for (const slug of FLEET_SLUGS) {
      const svg = renderCarSvg({ ...huracan, slug, view: 'side' });
      expect(isBalancedXml(svg)).toBe(true);
      expect(svg.length).toBeLessThan(14_000);
      const body = /<path d="(M[^"]+Z)" fill="url\(#l-paint\)"/.exec(svg)?.[1] ?? '';
      expect((body.match(/C/g) ?? []).length).toBeGreaterThanOrEqual(6);
      expect((body.match(/A/g) ?? []).length).toBe(2);
    }
  });

  it('has a dedicated profile for every car of the demo fleet', () => {
    for (const car of DEMO_FLEET) expect(FLEET_SLUGS).toContain(modelSlug(car.brand, car.model));
  });

  it('gives each car five views with stable URLs', () => {
    expect(carImageUrls('Lamborghini', 'Huracán EVO', '#F2B807')).toEqual([
      '/media/cars/lamborghini-huracan-evo/f2b807/three-quarter.svg',
      '/media/cars/lamborghini-huracan-evo/f2b807/side.svg',
      '/media/cars/lamborghini-huracan-evo/f2b807/front.svg',
      '/media/cars/lamborghini-huracan-evo/f2b807/rear.svg',
      '/media/cars/lamborghini-huracan-evo/f2b807/interior.svg',
    ]);
  });

  it('draws the hero car at the size the home page reserves for it, with a transparent stage', () => {
    const svg = heroCarSvg(profileFor(HERO_CAR.slug), HERO_CAR.colour, 'DB12 <hero>');
    expect(isBalancedXml(svg)).toBe(true);
    expect(svg).toContain(`width="${HERO_CAR.width}" height="${HERO_CAR.height}"`);
    expect(svg).toMatch(new RegExp(`viewBox="[\\d.-]+ [\\d.-]+ ${HERO_CAR.width} ${HERO_CAR.height}"`));
    expect(svg).toContain('<title>DB12 &lt;hero&gt;</title>');
    expect(svg).toContain(HERO_CAR.colour);
    expect(svg).not.toContain('url(#l-bg)');
  });
});
