import { describe, expect, it } from 'vitest';
import { checkTestCard, NON_TEST_CARD_MESSAGE, passesLuhn } from './test-cards.ts';

const now = new Date('2026-11-23T10:00:00Z');
const check = (cardNumber: string, expiry = '12/30', cvc = '123') =>
  checkTestCard({ cardNumber, expiry, cvc }, now);

describe("Stripe's test cards", () => {
  it('applies the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('accepts spaces and dashes in the number', () => {
    expect(check('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(check('4242-4242-4242-4242')).toEqual({ ok: true });
  });

  it('checks the number before the expiry, and the expiry before the security code', () => {
    expect(check('4242424242424241', '01/20', 'x')).toMatchObject({ code: 'incorrect_number' });
    expect(check('4242424242424242', '01/20', 'x')).toMatchObject({ code: 'invalid_expiry_year' });
    expect(check('4242424242424242', '12/30', 'x')).toMatchObject({ code: 'invalid_cvc' });
    expect(check('12ab')).toMatchObject({ code: 'invalid_number', message: 'Your card number is invalid.' });
  });

  it('keeps a card valid through its expiry month and refuses the month before', () => {
    expect(check('4242424242424242', '11/26')).toEqual({ ok: true });
    expect(check('4242424242424242', '11 / 2026')).toEqual({ ok: true });
    expect(check('4242424242424242', '1126')).toEqual({ ok: true });
    expect(check('4242424242424242', '10/26')).toMatchObject({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
    expect(check('4242424242424242', '13/30')).toMatchObject({ code: 'invalid_expiry_month' });
    expect(check('4242424242424242', '12/25')).toMatchObject({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
    });
    expect(check('4242424242424242', '12/99')).toMatchObject({ code: 'invalid_expiry_year' });
    expect(check('4242424242424242', '12')).toMatchObject({ code: 'incomplete_expiry' });
  });

  it('wants four digits of security code on American Express and three elsewhere', () => {
    expect(check('378282246310005', '12/30', '1234')).toEqual({ ok: true });
    expect(check('378282246310005', '12/30', '123')).toMatchObject({ code: 'invalid_cvc' });
    expect(check('4242424242424242', '12/30', '1234')).toMatchObject({ code: 'invalid_cvc' });
  });

  it('declines a real-looking card that is not a test card', () => {
    expect(check('4111111111111111')).toEqual({
      ok: false,
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: NON_TEST_CARD_MESSAGE,
    });
  });
});
