import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { PHOTO_VARIANT_FILE } from '@grandtour/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CAR_ARTWORK_SLUG_MAX_LENGTH } from '@grandtour/shared';
import { sendError } from '../../plugins/error-handler.ts';
import { ARTWORK_VIEWS, renderCarSvg, type ArtworkView } from '../../media/car-artwork.ts';
import { isCollectionName, renderCollectionSvg } from '../../media/collection-artwork.ts';
import { renderFallbackSvg } from '../../media/fallback-artwork.ts';
import { PHOTO_FILE, type PhotoStore } from '../../media/photo-store.ts';

const SLUG = new RegExp(`^[a-z0-9-]{1,${CAR_ARTWORK_SLUG_MAX_LENGTH}}$`);
const COLOUR = /^[0-9a-f]{6}$/i;
const MAX_CACHED = 500;

const isView = (value: string): value is ArtworkView => (ARTWORK_VIEWS as readonly string[]).includes(value);
const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Car artwork is made by our code (the machine is offline, nothing is hot-linked) and cached for a year; owners'
 * photos (and their variants) are files named by their content, cached for a year too.
 */
export const mediaRoutes: FastifyPluginAsync<{ photos: PhotoStore }> = async (app, { photos }) => {
  const rendered = new Map<string, { svg: string; etag: string }>();

  function sendSvg(request: FastifyRequest, reply: FastifyReply, key: string, render: () => string) {
    let entry = rendered.get(key);
    if (!entry) {
      const svg = render();
      entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
      if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, entry);
    }
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', entry.etag)
      .type('image/svg+xml; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.send(entry.svg);
  }

  app.get<{ Params: { slug: string; colour: string; file: string } }>(
    '/media/cars/:slug/:colour/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug, colour, file } = request.params;
      const view = file.endsWith('.svg') ? file.slice(0, -4) : '';
      if (!SLUG.test(slug) || !COLOUR.test(colour) || !isView(view))
        return sendError(reply, request, 404, 'not_found');
      return sendSvg(request, reply, `${slug}/${colour}/${view}`, () =>
        renderCarSvg({ slug, colour: `#${colour.toLowerCase()}`, view, title: titleFromSlug(slug) }),
      );
    },
  );

  app.get('/media/fallback-car.svg', { schema: { hide: true } }, async (request, reply) =>
    sendSvg(request, reply, 'fallback', renderFallbackSvg),
  );

  app.get<{ Params: { file: string } }>(
    '/media/collections/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      if (!request.params.file.endsWith('.svg') || !isCollectionName(name))
        return sendError(reply, request, 404, 'not_found');
      return sendSvg(request, reply, `collection/${name}`, () => renderCollectionSvg(name));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/photos/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      // The name is the content's hash (and the width, for a variant): it identifies the bytes for ever.
      const etag = `"${file.slice(0, 32)}${file.slice(64).replace(/\.\w+$/, '')}"`;
      if (
        request.headers['if-none-match'] === etag &&
        (PHOTO_FILE.test(file) || PHOTO_VARIANT_FILE.test(file))
      )
        return reply.header('etag', etag).status(304).send();
      const photo = await photos.open(file);
      if (!photo) return sendError(reply, request, 404, 'not_found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .type(photo.contentType)
        .send(createReadStream(photo.path));
    },
  );
};
