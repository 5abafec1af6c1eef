import { describe, expect, it } from 'vitest';
import { requestsDe } from '../../i18n/requests/de.ts';
import { requestsEn } from '../../i18n/requests/en.ts';
import { requestsEs } from '../../i18n/requests/es.ts';
import { requestsFr, type OwnerRequestTexts } from '../../i18n/requests/fr.ts';
import { awaitsOwner, requestTimeLeft, timeLeftText } from './requestTimeLeft.ts';

const now = new Date('2026-11-26T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** Polyglot's substitution over the real texts of the requests namespace. */
const say = (texts: OwnerRequestTexts, minutesLeft: number) => {
  const { key, options } = timeLeftText(requestTimeLeft(inMinutes(minutesLeft), now));
  const text = key
    .replace(/^app\.requests\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts.app.requests);
  if (typeof text !== 'string') throw new Error(`No text for ${key}`);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)[name]));
};

describe('the time an owner has left to answer a request', () => {
  it('counts hours and minutes down, never rounding up', () => {
    expect(requestTimeLeft(inMinutes(5 * 60 + 12.9), now)).toEqual({
      kind: 'hoursMinutes',
      hours: 5,
      minutes: 12,
      urgent: false,
    });
    expect(requestTimeLeft(inMinutes(24 * 60), now)).toMatchObject({ hours: 24, minutes: 0 });
  });

  it('turns urgent under two hours, and says "less than an hour" under one', () => {
    expect(requestTimeLeft(inMinutes(120), now)).toMatchObject({ kind: 'hoursMinutes', urgent: false });
    expect(requestTimeLeft(inMinutes(119), now)).toEqual({
      kind: 'hoursMinutes',
      hours: 1,
      minutes: 59,
      urgent: true,
    });
    expect(requestTimeLeft(inMinutes(59), now)).toEqual({ kind: 'underAnHour', urgent: true });
    expect(requestTimeLeft(inMinutes(0.5), now)).toEqual({ kind: 'underAnHour', urgent: true });
  });

  it('is overdue at the deadline and after it, or when the deadline cannot be read', () => {
    expect(requestTimeLeft(inMinutes(0), now)).toEqual({ kind: 'overdue', urgent: true });
    expect(requestTimeLeft(inMinutes(-30), now)).toEqual({ kind: 'overdue', urgent: true });
    expect(requestTimeLeft('not a date', now)).toEqual({ kind: 'overdue', urgent: true });
  });

  it('is said in the four languages', () => {
    expect(say(requestsFr, 5 * 60 + 12)).toBe('Il reste 5 h 12 min');
    expect(say(requestsFr, 45)).toBe('Il reste moins d’une heure');
    expect(say(requestsEn, 5 * 60 + 12)).toBe('5 h 12 min left');
    expect(say(requestsEs, 3 * 60 + 5)).toBe('Quedan 3 h 5 min');
    expect(say(requestsDe, 23 * 60 + 59)).toBe('Noch 23 Std. 59 Min.');
    expect(say(requestsDe, -1)).toBe('Frist abgelaufen: Die Anfrage verfällt gleich');
  });
});

describe('whether a booking waits for its owner’s answer', () => {
  const request = { respondBy: inMinutes(60), respondedAt: null, declineMessage: null };
  it('only while the request is awaiting the owner', () => {
    expect(awaitsOwner({ request: { ...request, status: 'awaiting_owner' } })).toBe(true);
    for (const status of ['awaiting_payment', 'accepted', 'declined', 'expired', 'withdrawn'] as const)
      expect(awaitsOwner({ request: { ...request, status } })).toBe(false);
    expect(awaitsOwner({ request: null })).toBe(false);
    expect(awaitsOwner(undefined)).toBe(false);
  });
});
