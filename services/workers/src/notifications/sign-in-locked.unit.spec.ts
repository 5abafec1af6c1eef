import type { UserLockedOut } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { renderSignInLocked } from './emails/render.ts';
import { NotificationJobSchema } from './notification-jobs.ts';
import { planNotifications, REACTED_EVENT_TYPES } from './plan-notifications.ts';

const USER_ID = '0b5e3b1e-7c1d-4b8a-9a55-4b8c1d2e3f40';
const lockedOut = (eventId: string): Parameters<typeof planNotifications>[0] =>
  ({
    type: 'UserLockedOut',
    data: {
      userId: USER_ID,
      lockedAt: '2027-03-01T09:00:00.000Z',
      lockedUntil: '2027-03-01T09:05:00.000Z',
      failedAttempts: 10,
      lockout: 1,
    },
    metadata: { eventId, streamName: 's', streamPosition: 1, logPosition: { commit: 1n, prepare: 1n } },
  }) satisfies RecordedEvent<UserLockedOut>;

describe('the lock-out notice (decision 51)', () => {
  it('plans one e-mail to the account, due when the lock-out began, with an id of its event', () => {
    expect(REACTED_EVENT_TYPES).toContain('UserLockedOut');
    const plan = planNotifications(lockedOut('event-9'));
    expect(plan.cancelRemindersOf).toEqual([]);
    expect(plan.deliveries).toEqual([
      {
        job: {
          kind: 'account',
          deliveryId: 'event-9:sign-in-locked',
          template: 'sign-in-locked',
          userId: USER_ID,
          lockout: {
            lockedAt: '2027-03-01T09:00:00.000Z',
            lockedUntil: '2027-03-01T09:05:00.000Z',
            failedAttempts: 10,
          },
        },
        runAt: new Date('2027-03-01T09:00:00.000Z'),
      },
    ]);
    expect(NotificationJobSchema.parse(plan.deliveries[0]!.job)).toEqual(plan.deliveries[0]!.job);
    expect(planNotifications(lockedOut('event-9'))).toEqual(plan);
  });

  it('says in each language what happened, until when (Paris time), and what the holder can do', () => {
    const expected = {
      fr: [
        'Connexions à votre compte suspendues',
        'Bonjour Léa,',
        '10 mots de passe incorrects',
        '10:05',
        'navigateur',
      ],
      en: ['Sign-ins to your account are paused', 'Léa', '10 wrong passwords', '10:05', 'browser'],
      es: [
        'Inicios de sesión en su cuenta suspendidos',
        'Léa',
        '10 contraseñas incorrectas',
        '10:05',
        'navegador',
      ],
      de: [
        'Anmeldungen bei Ihrem Konto vorübergehend gesperrt',
        'Léa',
        '10 falsche Passwörter',
        '10:05',
        'Browser',
      ],
    } as const;
    for (const language of LANGUAGES) {
      const email = renderSignInLocked(
        { firstName: 'Léa', language, lockedUntil: '2027-03-01T09:05:00.000Z', failedAttempts: 10 },
        'https://grandtour.example',
      );
      const [subject, ...phrases] = expected[language];
      expect(email.subject).toBe(subject);
      for (const phrase of phrases) {
        expect(email.text, `${language}: ${phrase}`).toContain(phrase);
        expect(email.html, `${language}: ${phrase}`).toContain(phrase);
      }
      expect(email.text).toContain('https://grandtour.example/contact');
      expect(email.summary).toContain(phrases[1]);
    }
  });
});
