import { describe, expect, it } from 'vitest';
import { acceptedLanguages, visitorLocale } from './visitor-locale.ts';

const noCookies = {};

describe('the locale a page is rendered in', () => {
  it('reads Accept-Language in order of preference', () => {
    expect(acceptedLanguages('de-CH,de;q=0.9,en;q=0.8')).toEqual(['de-CH', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, es-MX, *;q=0.1, it;q=0')).toEqual(['es-MX', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('guesses from the browser languages as spec §9 does, French and euros when none is offered', () => {
    const guess = (acceptLanguage: string | undefined) =>
      visitorLocale({ cookies: noCookies, acceptLanguage, country: undefined });
    expect(guess('en-US,en;q=0.9')).toEqual({ language: 'en', currency: 'USD', detecting: true });
    expect(guess('en-GB')).toEqual({ language: 'en', currency: 'GBP', detecting: true });
    expect(guess('it-IT,es;q=0.5')).toEqual({ language: 'es', currency: 'EUR', detecting: true });
    expect(guess('ja')).toEqual({ language: 'fr', currency: 'EUR', detecting: true });
    expect(guess(undefined)).toEqual({ language: 'fr', currency: 'EUR', detecting: true });
  });

  it("puts the trusted proxy's country before the browser languages", () => {
    expect(visitorLocale({ cookies: noCookies, acceptLanguage: 'en-US', country: 'ch' })).toEqual({
      language: 'fr',
      currency: 'CHF',
      detecting: true,
    });
    expect(visitorLocale({ cookies: noCookies, acceptLanguage: 'en-US', country: 'XX' }).currency).toBe(
      'USD',
    );
  });

  it('keeps what the visitor saved, each setting on its own, and ignores what it does not offer', () => {
    const acceptLanguage = 'en-GB';
    expect(
      visitorLocale({
        cookies: { 'grandtour.language': 'de', 'grandtour.currency': 'AED' },
        acceptLanguage,
        country: undefined,
      }),
    ).toEqual({ language: 'de', currency: 'AED', detecting: false });
    expect(
      visitorLocale({ cookies: { 'grandtour.currency': 'CHF' }, acceptLanguage, country: undefined }),
    ).toEqual({ language: 'en', currency: 'CHF', detecting: true });
    expect(
      visitorLocale({
        cookies: { 'grandtour.language': 'it', 'grandtour.currency': 'JPY' },
        acceptLanguage,
        country: undefined,
      }),
    ).toEqual({ language: 'en', currency: 'GBP', detecting: true });
  });
});
