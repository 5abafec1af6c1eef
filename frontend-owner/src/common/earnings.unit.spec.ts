import { describe, expect, it } from 'vitest';
import { commissionDe } from '../i18n/commission/de.ts';
import { commissionEn } from '../i18n/commission/en.ts';
import { commissionFr } from '../i18n/commission/fr.ts';
import { earningsLines, formatCommissionRate, monthDetails } from './earnings.ts';

/** Polyglot's substitution over the real texts of the commission namespace. */
const translateWith =
  (texts: typeof commissionFr) =>
  (key: string, options: Record<string, unknown> = {}) => {
    const text = key
      .replace(/^app\.commission\./, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts.app.commission);
    if (typeof text !== 'string') throw new Error(`No text for ${key}`);
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
  };
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('what an owner earns on a booking', () => {
  const free = { grossCents: 100_000, commissionRateBps: 1500, commissionCents: 15_000, netCents: 85_000 };

  it('a Free owner’s 1,000 € booking: 1,000 € gross, commission 15 % (150 €), 850 € net', () => {
    const lines = earningsLines(free, translateWith(commissionFr), 'fr');
    expect(lines.map((line) => ({ ...line, label: spaces(line.label) }))).toEqual([
      { label: 'Brut (votre part)', cents: 100_000 },
      { label: 'Commission 15 %', cents: -15_000 },
      { label: 'Votre net', cents: 85_000, strong: true },
    ]);
    expect(earningsLines(free, translateWith(commissionEn), 'en')[1]!.label).toBe('Commission 15%');
    expect(spaces(earningsLines(free, translateWith(commissionDe), 'de')[1]!.label)).toBe('Provision 15 %');
  });

  it('a booking made before commissions says none was taken', () => {
    const lines = earningsLines(
      { grossCents: 100_000, commissionRateBps: null, commissionCents: 0, netCents: 100_000 },
      translateWith(commissionEn),
      'en',
    );
    expect(lines[1]).toEqual({ label: 'No commission (booked before commissions applied)', cents: 0 });
    expect(Object.is(lines[1]!.cents, 0)).toBe(true);
    expect(lines[2]!.cents).toBe(100_000);
  });

  it('writes the rates of every plan, and the month’s commission and net', () => {
    expect([1500, 1200, 1000, 800, 1250].map((bps) => formatCommissionRate(bps, 'en'))).toEqual([
      '15%',
      '12%',
      '10%',
      '8%',
      '12.5%',
    ]);
    expect(
      spaces(monthDetails({ commissionCents: 15_000, netCents: 85_000 }, translateWith(commissionFr), 'fr')),
    ).toBe('Commission : 150,00 € · Net : 850,00 €');
  });
});
