import {
  CountryCodeSchema,
  CURRENCY_PREFERENCE,
  detectLocale,
  isCurrencyCode,
  isLanguageCode,
  LANGUAGE_PREFERENCE,
  type VisitorLocale,
} from '@grandtour/shared';

// Cloudflare's answers for "unknown" and "Tor": no country.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** The country in the trusted proxy's header, or null when it has none or says it does not know. */
export function countryFrom(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const country = first?.trim().toUpperCase();
  if (!country || NOT_A_COUNTRY.has(country) || !CountryCodeSchema.safeParse(country).success) return null;
  return country;
}

/** The languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

interface VisitorSignals {
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  /** The trusted proxy's country header, when one is configured. */
  country: string | string[] | undefined;
}

/**
 * The language and currency the server renders a page in: what the visitor saved (its cookies), else spec §9's
 * detection from what the server can see (the proxy's country, then the browser's languages; the time zone is
 * only known to the browser, which settles the rest after the page has arrived).
 */
export function visitorLocale({ cookies, acceptLanguage, country }: VisitorSignals): VisitorLocale {
  const savedLanguage = cookies[LANGUAGE_PREFERENCE];
  const savedCurrency = cookies[CURRENCY_PREFERENCE];
  const language = isLanguageCode(savedLanguage) ? savedLanguage : undefined;
  const currency = isCurrencyCode(savedCurrency) ? savedCurrency : undefined;
  const guess = detectLocale({
    country: countryFrom(country),
    timeZone: undefined,
    browserLanguages: acceptedLanguages(acceptLanguage),
  });
  return {
    language: language ?? guess.language,
    currency: currency ?? guess.currency,
    detecting: language === undefined || currency === undefined,
  };
}
