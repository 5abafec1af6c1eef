import type { PersonalDataErasureConfirmationRequested } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { renderErasureConfirmation } from './emails/render.ts';
import { NotificationJobSchema } from './notification-jobs.ts';
import { planNotifications, REACTED_EVENT_TYPES } from './plan-notifications.ts';

const USER_ID = '0b5e3b1e-7c1d-4b8a-9a55-4b8c1d2e3f40';
const asked = (eventId: string): Parameters<typeof planNotifications>[0] =>
  ({
    type: 'PersonalDataErasureConfirmationRequested',
    data: {
      subject: `user:${USER_ID}`,
      userId: USER_ID,
      language: 'es',
      requestedAt: '2027-03-01T09:00:00.000Z',
      expiresAt: '2027-03-02T09:00:00.000Z',
    },
    metadata: { eventId, streamName: 's', streamPosition: 1, logPosition: { commit: 1n, prepare: 1n } },
  }) satisfies RecordedEvent<PersonalDataErasureConfirmationRequested>;

describe('the link that confirms an erasure (decision 99)', () => {
  it('plans one e-mail to the account in the language it was asked in, carrying no token', () => {
    expect(REACTED_EVENT_TYPES).toContain('PersonalDataErasureConfirmationRequested');
    const plan = planNotifications(asked('event-7'));
    expect(plan.deliveries).toEqual([
      {
        job: {
          kind: 'account',
          deliveryId: 'event-7:erasure-confirmation',
          template: 'erasure-confirmation',
          userId: USER_ID,
          erasure: { expiresAt: '2027-03-02T09:00:00.000Z', language: 'es' },
        },
        runAt: new Date('2027-03-01T09:00:00.000Z'),
      },
    ]);
    expect(NotificationJobSchema.parse(plan.deliveries[0]!.job)).toEqual(plan.deliveries[0]!.job);
  });

  it('says in each language until when the link is valid (Paris time) and what the law keeps; the summary has no link', () => {
    const confirmUrl = 'https://grandtour.example/account/erase?token=abc.123.sig';
    const expected = {
      fr: ['Confirmez l’effacement de vos données', '10:00', '10 ans'],
      en: ['Confirm the erasure of your data', '10:00', '10 years'],
      es: ['Confirme el borrado de sus datos', '10:00', '10 años'],
      de: ['Bestätigen Sie die Löschung Ihrer Daten', '10:00', '10 Jahre'],
    };
    for (const language of LANGUAGES) {
      const email = renderErasureConfirmation({
        firstName: 'Léa',
        language,
        expiresAt: '2027-03-02T09:00:00.000Z',
        confirmUrl,
      });
      const [subject, ...words] = expected[language];
      expect(email.subject).toBe(subject);
      for (const word of words) expect(email.text).toContain(word);
      expect(email.text).toContain(confirmUrl);
      expect(email.html).toContain(confirmUrl);
      expect(email.summary).not.toContain('token');
    }
  });
});
