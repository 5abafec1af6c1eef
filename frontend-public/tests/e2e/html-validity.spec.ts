import { expect, test } from './support/journey.ts';
import { checkHtml, renderedPages } from '@grandtour/infra/html';

test('every public page and the owner dashboard are valid HTML to the Nu checker', async ({ page }) => {
  test.slow();
  const documents = await renderedPages(page);
  expect(documents.length).toBeGreaterThanOrEqual(18);
  const { errors, warnings } = checkHtml(documents);
  for (const warning of warnings)
    console.warn(`Nu checker warning on ${warning.document}: ${warning.message}`);
  expect(errors).toEqual([]);
});
