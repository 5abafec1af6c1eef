import type { CatalogueQueries } from '@grandtour/projections';
import { CAR_CATEGORIES, LEGAL_PAGES, PRIVACY_PAGE } from '@grandtour/shared';
import type { FastifyPluginAsync } from 'fastify';

/** The pages worth finding: the site's own pages and every listed car. Private pages are left out. */
const PAGES = [
  '/',
  '/search',
  '/subscriptions',
  '/contact',
  '/register',
  PRIVACY_PAGE,
  ...Object.values(LEGAL_PAGES),
];
const PRIVATE = [
  '/api/',
  '/owner-dashboard',
  '/reservations',
  '/favorites',
  '/payment',
  '/compare',
  '/login',
  '/account/',
  '/privacy/',
  '/subscriptions/checkout',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

export const searchEnginesRoutes: FastifyPluginAsync<{
  catalogue: CatalogueQueries;
  publicUrl: string;
}> = async (app, { catalogue, publicUrl }) => {
  const origin = publicUrl.replace(/\/$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE.map((path) => `Disallow: ${path}`), ''];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}Sitemap: ${origin}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const cars = await catalogue.listedCars();
    const urls = [
      ...PAGES.map((path) => ({ loc: `${origin}${path}`, lastmod: null })),
      ...CAR_CATEGORIES.map((category) => ({ loc: `${origin}/search?category=${category}`, lastmod: null })),
      ...cars.map((car) => ({
        loc: `${origin}/car/${car.id}`,
        lastmod: car.createdAt.toISOString().slice(0, 10),
      })),
    ];
    const body = urls
      .map(
        ({ loc, lastmod }) =>
          `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      );
  });
};
