import { LocaleLookupSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryFrom } from '../../plugins/visitor-locale.ts';

/**
 * The visitor's country, for choosing a first visit's language and currency. It is read only from the header the
 * trusted proxy sets (COUNTRY_HEADER), never looked up with a third party; without one the answer is null.
 */
export const localeRoutes: FastifyPluginAsyncZod<{ countryHeader: string | undefined }> = async (
  app,
  { countryHeader },
) => {
  app.get(
    '/api/locale',
    {
      schema: {
        tags: ['site'],
        summary: "The visitor's country as the trusted proxy saw it, or null",
        response: { 200: LocaleLookupSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      if (!countryHeader) return { country: null };
      void reply.header('vary', countryHeader);
      return { country: countryFrom(request.headers[countryHeader]) };
    },
  );
};
