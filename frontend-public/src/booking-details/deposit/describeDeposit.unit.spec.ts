import { formatMoney } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { depositsEn } from '../../i18n/deposits/en.ts';
import { depositsFr } from '../../i18n/deposits/fr.ts';
import { describeDeposit, type DepositFormats } from './describeDeposit.ts';
import type { DepositView } from './depositView.ts';

const format: DepositFormats = {
  money: (cents) => formatMoney(cents, 'EUR', { exact: true }),
  instant: (iso) => `<${iso}>`,
};
const scheduled: DepositView = {
  status: 'scheduled',
  amountCents: 500_000,
  scheduledFor: '2026-12-09T09:00:00.000Z',
  heldAt: null,
  expiresAt: null,
  releasedAt: null,
  capturedCents: 0,
  failureMessage: null,
  method: 'card',
};

describe('describeDeposit', () => {
  it('says when a scheduled deposit will be held, on the card or the PayPal account', () => {
    expect(describeDeposit(scheduled, depositsFr, format)).toEqual({
      tone: 'info',
      sentence:
        'Caution de 5\u202f000,00\u00a0€ : elle sera bloquée sur votre carte le <2026-12-09T09:00:00.000Z>, sans être débitée.',
      notes: [],
      anotherCard: false,
    });
    expect(
      describeDeposit({ ...scheduled, scheduledFor: null, method: 'paypal' }, depositsEn, format).sentence,
    ).toBe(
      '5\u202f000,00\u00a0€ deposit: it will be held on your PayPal account shortly before pickup, without being charged.',
    );
  });

  it('states a held deposit until its expiry, when it was held, and that nothing is charged', () => {
    const held = describeDeposit(
      { ...scheduled, status: 'held', heldAt: '2026-12-09T09:00:00Z', expiresAt: '2026-12-14T03:00:00Z' },
      depositsFr,
      format,
    );
    expect(held.tone).toBe('success');
    expect(held.sentence).toBe(
      'Caution de 5\u202f000,00\u00a0€ bloquée sur votre carte jusqu’au <2026-12-14T03:00:00Z>.',
    );
    expect(held.notes).toEqual(['Bloquée le <2026-12-09T09:00:00Z>', depositsFr.status.heldNote]);
  });

  it('gives a refusal in the provider’s words and offers another card', () => {
    const failed = describeDeposit(
      { ...scheduled, status: 'failed', failureMessage: 'Your card has insufficient funds.' },
      depositsFr,
      format,
    );
    expect(failed).toMatchObject({ tone: 'error', anotherCard: true });
    expect(failed.notes[0]).toBe('Réponse de votre banque : « Your card has insufficient funds. »');
    expect(describeDeposit({ ...scheduled, status: 'failed' }, depositsFr, format).notes).toEqual([
      depositsFr.status.failedNote,
    ]);
  });

  it('names the release date, the amount captured, a waiver and a rental without deposit', () => {
    expect(
      describeDeposit(
        { ...scheduled, status: 'released', releasedAt: '2026-12-20T09:00:00Z' },
        depositsEn,
        format,
      ).sentence,
    ).toBe('5\u202f000,00\u00a0€ deposit released on <2026-12-20T09:00:00Z>: nothing was charged.');
    const captured = describeDeposit(
      { ...scheduled, status: 'captured', capturedCents: 120_050 },
      depositsEn,
      format,
    );
    expect(captured.tone).toBe('warning');
    expect(captured.sentence).toMatch(
      /^1\u202f200,50\u00a0€ taken from the 5\u202f000,00\u00a0€ deposit for the return's extras and accepted damage/,
    );
    expect(describeDeposit({ ...scheduled, status: 'waived' }, depositsFr, format).sentence).toContain(
      'renoncé à la caution de 5\u202f000,00\u00a0€',
    );
    expect(describeDeposit({ ...scheduled, status: 'not_required' }, depositsFr, format).anotherCard).toBe(
      false,
    );
  });
});
