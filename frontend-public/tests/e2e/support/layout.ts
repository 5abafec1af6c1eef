import { expect, type Page } from '@playwright/test';

interface Viewed {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
}

/** The measure: the page is no wider than the screen (`scrollWidth <= clientWidth`). */
export async function expectNoHorizontalScroll(page: Page, screen: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = (globalThis as unknown as Viewed).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(
    scrollWidth,
    `${screen} is ${scrollWidth} px wide on a ${clientWidth} px screen`,
  ).toBeLessThanOrEqual(clientWidth);
}
