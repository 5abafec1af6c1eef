import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, todayInParis } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../messages/api-messages.ts';
import { bookingRequest } from '../testing/booking-requests.ts';
import { countEvents } from '../testing/event-count.ts';
import { deeplyNested } from '../testing/hostile-requests.ts';
import { newBrowser, newCarBody, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

/** A JSON text with a lone surrogate as raw bytes (ED A0 80: not UTF-8) in place of `marker`. */
const withRawSurrogate = (json: string, marker: string) => {
  const [before, after] = json.split(marker) as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(after)]);
};

for (const kind of testDatabaseKinds()) {
  describe(`text no database can hold, and bodies nested too deep, on ${kind}`, () => {
    const context = useTestRuntime(
      kind,
      { background: false },
      { BOOKING_REQUESTS_PER_MINUTE: '1000', CONTACT_MESSAGES_PER_MINUTE: '1000' },
    );
    let owner: TestBrowser;
    let visitor: TestBrowser;
    const headers = (language: string) => ({
      'accept-language': language,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      origin: 'http://localhost:5000',
      host: 'localhost:5000',
    });

    beforeAll(async () => {
      owner = await signInDemoOwner(context.runtime.app);
      visitor = newBrowser(context.runtime.app);
    });

    /** The direct requests, each a valid one but for the text at `MARK`. */
    const requests = async () => {
      const start = addDays(todayInParis(), 30);
      const booking = await bookingRequest(context.runtime.app, context.cars[0]!, {
        startDate: start,
        endDate: addDays(start, 2),
      });
      return [
        { name: 'a car model', browser: owner, url: '/api/owner/cars', body: newCarBody({ model: 'MARK' }) },
        {
          name: 'a car feature',
          browser: owner,
          url: '/api/owner/cars',
          body: newCarBody({ features: ['GPS', 'MARK'] }),
        },
        {
          name: 'a customer name',
          browser: visitor,
          url: '/api/bookings',
          body: { ...booking, customerInfo: { ...booking.customerInfo, firstName: 'MARK' } },
        },
        {
          name: 'a contact message',
          browser: visitor,
          url: '/api/contact',
          body: {
            firstName: 'Camille',
            lastName: 'Durand',
            email: 'camille@example.fr',
            subject: 'reservation',
            message: 'Bonjour MARK',
          },
        },
      ];
    };

    it('refuses a lone surrogate, as a JSON escape or as raw bytes, and NUL, in values and keys: 400 invalid_text, nothing written', async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const { name, browser, url, body } of await requests()) {
        const json = JSON.stringify(body);
        const payloads = {
          'a lone high surrogate (\\ud800)': json.replace('MARK', 'Mod\\ud800le'),
          'a lone low surrogate (\\udc00)': json.replace('MARK', '\\udc00'),
          'NUL (\\u0000)': json.replace('MARK', 'a\\u0000b'),
          'a lone surrogate as raw bytes': withRawSurrogate(json, 'MARK'),
          'a lone surrogate in a key': json.replace(/^\{/, '{"\\ud800":"x",').replace('MARK', 'ok'),
        };
        for (const [what, payload] of Object.entries(payloads)) {
          const language = ['fr', 'en', 'es', 'de'][sent++ % 4]!;
          const before = await countEvents(context.database.pool);
          const response = await browser('POST', url, payload, headers(language));
          if (response.statusCode !== 400 || response.json().error !== 'invalid_text')
            failures.push(`${name} with ${what}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          else if (response.json().message !== apiMessage('invalid_text', language))
            failures.push(`${name} with ${what}: not in ${language}`);
          if ((await countEvents(context.database.pool)) !== before)
            failures.push(`${name} with ${what}: wrote`);
        }
      }
      expect(failures).toEqual([]);
      // A well-formed pair (an emoji) is text like any other.
      const emoji = await owner(
        'POST',
        '/api/owner/cars',
        newCarBody({ model: 'Roadster 🏎' }),
        headers('fr'),
      );
      expect(emoji.statusCode, emoji.body).toBe(201);
      expect((await owner('GET', '/api/owner/cars?range=[0,499]')).statusCode).toBe(200);
    });

    it('refuses a lone surrogate or NUL in the path and the query, as invalid input', async () => {
      const car = context.cars[0]!.id;
      for (const url of [`/api/cars/${car}%00`, '/api/cars/a%ED%A0%80b', `/api/cars?brand=Porsche%00`]) {
        const response = await visitor('GET', url, undefined, { 'accept-language': 'es' });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(typeof response.json().message).toBe('string');
      }
    });

    it('refuses bodies nested deeper than 32 levels, a 20 kB one included, with a 400 json_too_deep on every kind of write', async () => {
      for (const { browser, url } of await requests())
        for (const body of [
          deeplyNested(33, 'arrays'),
          deeplyNested(33, 'objects'),
          deeplyNested(10_000, 'arrays'),
          deeplyNested(4_000, 'objects'),
          JSON.stringify({ ...newCarBody(), features: JSON.parse(deeplyNested(40, 'arrays')) }),
        ]) {
          const before = await countEvents(context.database.pool);
          const response = await browser('POST', url, body, headers('en'));
          expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
          expect(response.json()).toMatchObject({
            error: 'json_too_deep',
            message: apiMessage('json_too_deep', 'en'),
          });
          expect(await countEvents(context.database.pool)).toBe(before);
        }
      // 32 levels is still JSON we read (and then refuse, here, for what it says).
      const response = await owner('POST', '/api/owner/cars', deeplyNested(32, 'arrays'), headers('en'));
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    });
  });
}
