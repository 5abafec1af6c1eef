import { renderCarSvg } from './car-artwork.ts';

/** The stock picture shown when a car has no image: a neutral grand tourer in graphite. */
export function renderFallbackSvg(): string {
  return renderCarSvg({
    slug: 'generic-gt',
    category: 'luxury',
    colour: '#4a4d52',
    view: 'three-quarter',
    title: 'Grand Tour',
  });
}
