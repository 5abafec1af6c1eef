import createCache, { type EmotionCache } from '@emotion/cache';

/** The attribute of the server's style element that lists the ids of the styles in it. */
export const SERVER_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * An emotion cache that collects the page's styles instead of writing them into the markup (`compat`), under
 * the key the browser's default cache uses, so that the browser adopts them instead of inserting them again.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The collected styles as style elements: the global styles one by one as emotion's browser cache picks them up
 * (what @emotion/server writes), marked `data-s` as already in the head; then every component's styles in one
 * element listing their ids, which the browser's cache is told about (see `browserEmotionCache`) rather than
 * finding it: emotion would move such an element, and a move makes the browser parse it and restyle the page.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${rules}</style>`);
    } else {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals.join('')}<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`;
}

/** The browser's emotion cache, knowing the styles the server's page already has. */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const ids = document
    .querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)
    ?.getAttribute(SERVER_STYLES_ATTRIBUTE);
  for (const id of ids?.split(' ') ?? []) if (id) cache.inserted[id] = true;
  return cache;
}
