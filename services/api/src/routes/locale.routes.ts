import { CountryCodeSchema, LocaleLookupSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Cloudflare's answers for "unknown" and "Tor": no country.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

function countryFrom(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const country = first?.trim().toUpperCase();
  if (!country || NOT_A_COUNTRY.has(country) || !CountryCodeSchema.safeParse(country).success) return null;
  return country;
}

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
