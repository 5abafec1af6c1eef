import { describe, expect, it } from 'vitest';
import { convertFromEuroCents, formatEuroCents, formatMoney } from './currency.ts';
import { centsToDecimalString, decimalStringToCents } from './cents.ts';

const NNBSP = '\u202f'; // French thousands separator
const NBSP = '\u00a0';

describe('display currencies (spec §9)', () => {
  it('converts euro cents with the spec rates and rounds to a whole number', () => {
    expect(convertFromEuroCents(120_000, 'EUR')).toBe(1200);
    expect(convertFromEuroCents(120_000, 'USD')).toBe(1320);
    expect(convertFromEuroCents(120_000, 'GBP')).toBe(1020);
    expect(convertFromEuroCents(120_000, 'CHF')).toBe(1140);
    expect(convertFromEuroCents(120_000, 'AED')).toBe(4860);
    expect(convertFromEuroCents(99_950, 'USD')).toBe(1099); // 1099.45 rounds down
    expect(convertFromEuroCents(45_500, 'GBP')).toBe(387); // 386.75 rounds up
  });

  it('places each symbol where the spec says, with French grouping', () => {
    expect(formatMoney(120_000, 'EUR')).toBe(`1${NNBSP}200${NBSP}€`);
    expect(formatMoney(120_000, 'USD')).toBe(`$1${NNBSP}320`);
    expect(formatMoney(120_000, 'GBP')).toBe(`£1${NNBSP}020`);
    expect(formatMoney(120_000, 'CHF')).toBe(`CHF 1${NNBSP}140`);
    expect(formatMoney(120_000, 'AED')).toBe(`4${NNBSP}860${NBSP}د.إ`);
    expect(formatMoney(35_000, 'EUR')).toBe(`350${NBSP}€`);
  });

  it('states charged amounts to the cent, never rounded to the euro (decision 60)', () => {
    expect(formatMoney(488_250, 'EUR')).toBe(`4${NNBSP}883${NBSP}€`);
    expect(formatMoney(488_250, 'EUR', { exact: true })).toBe(`4${NNBSP}882,50${NBSP}€`);
    expect(formatMoney(35_000, 'EUR', { exact: true })).toBe(`350,00${NBSP}€`);
    expect(formatMoney(5, 'EUR', { exact: true })).toBe(`0,05${NBSP}€`);
    expect(formatMoney(488_250, 'USD', { exact: true })).toBe(`$5${NNBSP}370,75`);
  });

  it('states euro cents in a reader’s own locale for e-mails, receipts and the back office', () => {
    expect(formatEuroCents(488_250, 'fr-FR')).toBe(`4${NNBSP}882,50${NBSP}€`);
    expect(formatEuroCents(488_250, 'en-GB')).toBe('€4,882.50');
    expect(formatEuroCents(488_250, 'de-DE')).toBe(`4.882,50${NBSP}€`);
  });
});

describe('cents and decimal strings', () => {
  it('round-trips the API decimal strings', () => {
    expect(centsToDecimalString(500_000)).toBe('5000.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(decimalStringToCents('1234.5')).toBe(123_450);
    expect(decimalStringToCents('80')).toBe(8000);
  });

  it('refuses what is not a plain decimal amount', () => {
    for (const bad of ['12,50', '1e3', 'abc', '1.234', ''])
      expect(() => decimalStringToCents(bad)).toThrow(RangeError);
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });
});
