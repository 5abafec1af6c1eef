import { expect, type Page } from '@playwright/test';

export interface PageWatch {
  consoleErrors: string[];
  externalRequests: string[];
}

function staysOnThisMachine(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === 'localhost' || hostname === '127.0.0.1';
}

/** Records console errors, uncaught exceptions and any request that would leave the machine. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { consoleErrors: [], externalRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error')
      watch.consoleErrors.push(`${message.text()} at ${message.location().url}`);
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
  page.on('request', (request) => {
    if (!staysOnThisMachine(request.url())) watch.externalRequests.push(request.url());
  });
  return watch;
}

export function expectCleanRun(watch: PageWatch): void {
  expect(watch.consoleErrors, 'console errors').toEqual([]);
  expect(watch.externalRequests, 'requests leaving localhost').toEqual([]);
}

/**
 * Chromium logs every non-OK response as a console error; a test that provokes one on purpose (a declined card, an unknown page)
 * forgives exactly that one and nothing else.
 */
export function forgiveExpectedResponse(watch: PageWatch, status: number, path: string) {
  const expected = `status of ${status} `;
  const remaining = watch.consoleErrors.filter(
    (error) => !(error.includes(expected) && error.includes(path)),
  );
  watch.consoleErrors.splice(0, watch.consoleErrors.length, ...remaining);
}
