import './theme/fonts.css';
import { PAGE_SCRIPTS_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '@grandtour/shared';
import { keepEarlyClicks } from './ssr/earlyClicks.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The page's scripts (preloaded all at once, as the server listed them), then the app. Its code runs in steps,
 * each a task of its own rather than one long one: React, then MUI's styles and the theme, then the libraries
 * of the site's frame, then the app.
 */
async function start() {
  const scripts = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID);
  if (scripts instanceof HTMLTemplateElement) document.head.append(scripts.content);
  for (const step of [
    () => import('react-dom/client'),
    () => import('./theme/theme.ts'),
    () => import('./shellLibraries.ts'),
  ]) {
    await step();
    await nextTask();
  }
  await import('./start.tsx');
}

// A page the server rendered is painted first, then taken over: the app's code (its download, evaluation and the
// hydration are most of the page's work) waits for the frame after the first paint. A hidden tab paints nothing:
// it starts at once.
const root = document.getElementById('root');
const serverRendered = root !== null && document.getElementById(SSR_STATE_ELEMENT_ID) !== null;
if (serverRendered) keepEarlyClicks(root);
if (serverRendered && document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
