import { CANCELLATION_REASONS, TIMELINE_KINDS, type TimelineStep } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de.ts';
import { depositsDe } from '../i18n/deposits/de.ts';
import { depositsEn } from '../i18n/deposits/en.ts';
import { depositsEs } from '../i18n/deposits/es.ts';
import { depositsFr } from '../i18n/deposits/fr.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { fr } from '../i18n/fr.ts';
import { requestsDe } from '../i18n/requests/de.ts';
import { requestsEn } from '../i18n/requests/en.ts';
import { requestsEs } from '../i18n/requests/es.ts';
import { requestsFr } from '../i18n/requests/fr.ts';
import { timelineStepText } from './timelineText.ts';

/** The app's texts of one language as the provider merges them (the namespaces that speak of the timeline). */
const LANGUAGES = {
  fr: [fr, depositsFr, requestsFr],
  en: [en, depositsEn, requestsEn],
  es: [es, depositsEs, requestsEs],
  de: [de, depositsDe, requestsDe],
} as const;

const lookUp = (key: string, sources: readonly object[]) =>
  sources
    .map((source) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], source),
    )
    .find((text) => typeof text === 'string') as string | undefined;

const translatorOf =
  (sources: readonly object[]) =>
  (key: string, options: Record<string, unknown> = {}) => {
    const text = lookUp(key, sources);
    if (text === undefined) throw new Error(`No text for ${key}`);
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
  };
const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;
const step = (kind: TimelineStep['kind'], amountCents: number | null, details = {}): TimelineStep => ({
  kind,
  occurredAt: '2026-11-26T10:00:00.000Z',
  amountCents,
  details,
});

describe('the money timeline’s lines', () => {
  it('has a label for every step and every cancellation reason, in the four languages', () => {
    for (const [language, sources] of Object.entries(LANGUAGES)) {
      for (const kind of TIMELINE_KINDS)
        expect(lookUp(`app.timeline.${kind}`, sources), `${language} ${kind}`).toBeTypeOf('string');
      for (const reason of CANCELLATION_REASONS)
        expect(lookUp(`app.cancellationReasons.${reason}`, sources), `${language} ${reason}`).toBeTypeOf(
          'string',
        );
    }
  });

  it('says a request’s steps, with the amount authorised', () => {
    const translate = translatorOf(LANGUAGES.fr);
    expect(timelineStepText(step('payment_authorised', 123_400), translate, euros)).toBe(
      'Paiement autorisé : rien n’est débité avant votre réponse — 1234.00 €',
    );
    expect(timelineStepText(step('request_accepted', null), translate, euros)).toBe('Demande acceptée');
    expect(timelineStepText(step('authorisation_voided', null), translate, euros)).toBe(
      'Autorisation de paiement annulée : rien n’a été débité',
    );
  });

  it('says a declined or expired request’s cancellation without fees, with its reason', () => {
    const translate = translatorOf(LANGUAGES.fr);
    const declined = step('cancelled', 0, { reason: 'request_declined', refundDueCents: 0 });
    expect(timelineStepText(declined, translate, euros)).toBe(
      'Réservation annulée : rien n’a été débité — motif : demande refusée',
    );
    expect(
      timelineStepText(
        { ...declined, details: { reason: 'request_expired' } },
        translatorOf(LANGUAGES.en),
        euros,
      ),
    ).toBe('Booking cancelled: nothing was charged — reason: request expired without an answer');
  });

  it('keeps a paid booking’s cancellation fees, shares and refund, and names its reason', () => {
    const translate = translatorOf(LANGUAGES.fr);
    const cancelled = step('cancelled', 10_000, {
      reason: 'customer',
      ownerShareOfFeeCents: 8_000,
      refundDueCents: 90_000,
    });
    expect(timelineStepText(cancelled, translate, euros)).toBe(
      'Réservation annulée : frais retenus — 100.00 € · dont votre part : 80.00 € · remboursement dû : 900.00 € · motif : annulée par le client',
    );
    // An older step without a reason reads as before.
    expect(timelineStepText({ ...cancelled, details: {} }, translate, euros)).toBe(
      'Réservation annulée : frais retenus — 100.00 € · dont votre part : 0.00 € · remboursement dû : 0.00 €',
    );
  });
});
