import { REQUEST_RESPONSE_HOURS, responseTimeBucket } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { requestCardDe } from './card/de.ts';
import { requestCardEn } from './card/en.ts';
import { requestCardEs } from './card/es.ts';
import { requestCardFr } from './card/fr.ts';
import { requestsDe } from './de.ts';
import { requestsEn } from './en.ts';
import { requestsEs } from './es.ts';
import { requestsFr } from './fr.ts';

const LANGUAGES = { fr: requestsFr, en: requestsEn, es: requestsEs, de: requestsDe };

describe('the request to book’s texts (decision 85)', () => {
  it('say, before paying, that only the owner’s yes charges the card, and within how long', () => {
    expect(requestsFr.note(REQUEST_RESPONSE_HOURS)).toBe(
      'Vous ne serez débité que si le propriétaire accepte. Il a 24 h pour répondre.',
    );
    for (const texts of Object.values(LANGUAGES)) expect(texts.note(24)).toContain('24');
  });

  it('give the owner’s usual response time for each bucket of their median', () => {
    expect([45, 180, 900].map((minutes) => requestCardFr.responseTime[responseTimeBucket(minutes)])).toEqual([
      'Répond en général en moins d’une heure',
      'Répond en général en quelques heures',
      'Répond en général dans la journée',
    ]);
    expect(requestCardEn.responseTime[responseTimeBucket(60)]).toBe('Usually responds within an hour');
  });

  it('say how soon the owner usually answers (requests and messages, decision 94) in each language, at the bounds', () => {
    const soon = (texts: typeof requestCardFr) =>
      [1, 60, 61, 360, 361, 5000].map((minutes) => texts.responseTime[responseTimeBucket(minutes)]);
    expect(soon(requestCardFr)).toEqual([
      'Répond en général en moins d’une heure',
      'Répond en général en moins d’une heure',
      'Répond en général en quelques heures',
      'Répond en général en quelques heures',
      'Répond en général dans la journée',
      'Répond en général dans la journée',
    ]);
    expect(soon(requestCardEn).slice(1, 5)).toEqual([
      'Usually responds within an hour',
      'Usually responds within a few hours',
      'Usually responds within a few hours',
      'Usually responds within a day',
    ]);
    expect(soon(requestCardEs).slice(1, 5)).toEqual([
      'Suele responder en menos de una hora',
      'Suele responder en unas horas',
      'Suele responder en unas horas',
      'Suele responder en el día',
    ]);
    expect(soon(requestCardDe).slice(1, 5)).toEqual([
      'Antwortet meist innerhalb einer Stunde',
      'Antwortet meist innerhalb weniger Stunden',
      'Antwortet meist innerhalb weniger Stunden',
      'Antwortet meist innerhalb eines Tages',
    ]);
  });

  it('put the deadline and the acceptance rate where each language reads them', () => {
    expect(requestsFr.awaiting('27 novembre 2026 à 13:00 (heure de Paris)')).toBe(
      'En attente de la réponse du propriétaire — réponse au plus tard le 27 novembre 2026 à 13:00 (heure de Paris)',
    );
    expect(requestCardFr.acceptanceRate('92 %')).toBe('Taux d’acceptation : 92 %');
    expect(requestCardDe.acceptanceRate('92 %')).toBe('Annahmequote: 92 %');
  });

  it('name every way a request can stand, in every language, differently from one another', () => {
    for (const texts of Object.values(LANGUAGES)) {
      const labels = [
        texts.status.awaiting_owner,
        texts.status.declined,
        texts.status.expired,
        texts.status.withdrawn,
      ];
      expect(new Set(labels).size).toBe(labels.length);
      expect([texts.submit, texts.sent.title, texts.declined, texts.expired].every(Boolean)).toBe(true);
    }
  });
});
