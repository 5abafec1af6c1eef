import { contactStreamName, type ContactMessageReceived } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { ContactResponseSchema } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { testBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const MESSAGES_PER_MINUTE = 4;
const message = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'Camille@Example.fr',
  phone: '+33 6 12 34 56 78',
  subject: 'reservation',
  message: 'Bonjour, une Rolls-Royce est-elle libre pour notre mariage le 12 juin ?',
};

for (const kind of testDatabaseKinds()) {
  describe(`contact on ${kind}`, () => {
    const context = useTestRuntime(
      kind,
      {},
      { SEED_DEMO_FLEET: 'false', CONTACT_MESSAGES_PER_MINUTE: String(MESSAGES_PER_MINUTE) },
    );

    let address = 0;
    const browser = () => testBrowser(context.runtime.app, { remoteAddress: `10.1.0.${++address}` });
    const receivedCount = async () =>
      Number(
        (
          await context.database.pool.query(
            `SELECT count(*) AS n FROM emt_messages WHERE message_type = 'ContactMessageReceived'`,
          )
        ).rows[0].n,
      );

    it('records the message as an event, in the language to answer in', async () => {
      const visit = browser();
      await visit('POST', '/api/favorites', {
        userId: 'guest',
        carId: '00000000-0000-4000-8000-000000000000',
      });
      const response = await visit('POST', '/api/contact', message, { 'accept-language': 'en-GB,en;q=0.9' });
      expect(response.statusCode, response.body).toBe(201);
      const answer = ContactResponseSchema.parse(response.json());
      expect(answer.subject).toBe('reservation');
      const { events } = await context.runtime.store.readStream<ContactMessageReceived>(
        contactStreamName(answer.id),
      );
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({
        messageId: answer.id,
        email: 'camille@example.fr',
        phone: '+33 6 12 34 56 78',
        subject: 'reservation',
        language: 'en',
        message: message.message,
        senderId: expect.stringMatching(/^guest:/),
        receivedAt: answer.receivedAt,
      });
    });

    it('takes the phone and the subject as optional: none means the general subject', async () => {
      const { phone: _phone, subject: _subject, ...required } = message;
      for (const body of [required, { ...required, subject: '', phone: '' }]) {
        const response = await browser()('POST', '/api/contact', body);
        expect(response.statusCode, response.body).toBe(201);
        const { id } = ContactResponseSchema.parse(response.json());
        const { events } = await context.runtime.store.readStream<ContactMessageReceived>(
          contactStreamName(id),
        );
        expect(events[0]!.data).toMatchObject({ subject: 'general', phone: null, language: 'fr' });
      }
    });

    it('refuses bad input with a 400 naming the field, and records nothing', async () => {
      const before = await receivedCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ firstName: '' }, 'body.firstName'],
        [{ lastName: '  ' }, 'body.lastName'],
        [{ email: 'camille-at-example' }, 'body.email'],
        [{ message: '   ' }, 'body.message'],
        [{ message: 'x'.repeat(5001) }, 'body.message'],
        [{ subject: 'complaint' }, 'body.subject'],
        [{ phone: 'call me maybe' }, 'body.phone'],
        [{ copyTo: 'someone@example.fr' }, 'body.copyTo'],
      ];
      for (const [override, field] of cases) {
        const response = await browser()('POST', '/api/contact', { ...message, ...override });
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        expect(response.json().details, JSON.stringify(override)).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
      }
      expect(await receivedCount()).toBe(before);
    });

    it('accepts a few messages a minute from one address, then answers 429', async () => {
      const visit = browser();
      for (let n = 0; n < MESSAGES_PER_MINUTE; n++)
        expect((await visit('POST', '/api/contact', message)).statusCode).toBe(201);
      const limited = await visit('POST', '/api/contact', message, { 'accept-language': 'en' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(/Too many/),
      });
    });
  });
}
