import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, todayInParis, type CustomerInfo } from '@grandtour/shared';
import {
  dropRedisPrefix,
  eventually,
  pdfPagesText,
  startSmtpSink,
  testQueuePrefix,
  type SmtpSink,
} from '@grandtour/workers/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { testBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The embedded pairing always; real PostgreSQL with real Redis when both are given (CI). */
const setups: { database: 'pglite' | 'postgres'; redis: boolean }[] = [{ database: 'pglite', redis: false }];
if (testDatabaseKinds().includes('postgres') && redisUrl) setups.push({ database: 'postgres', redis: true });

/** Customers who typed their names in their own scripts (decision 53). */
const CUSTOMERS = [
  { firstName: '李', lastName: '小龍', language: 'en' },
  { firstName: 'محمد', lastName: 'الأحمد', language: 'fr' },
  { firstName: 'Zoë 🚗', lastName: 'Dupré-Lefèvre', language: 'es' },
  { firstName: 'Дмитрий', lastName: 'Wałęsa', language: 'de' },
];

for (const setup of setups) {
  describe(`a confirmation in the customer's script on ${setup.database}, over SMTP`, () => {
    let sink: SmtpSink;
    const prefix = testQueuePrefix();
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    const context = useTestRuntime(
      setup.database,
      { background: false, workers: true, notificationBackoffMs: 20 },
      {
        // Read when the runtime starts, once the sink above is listening.
        get SMTP_URL() {
          return sink.url;
        },
        ...(setup.redis ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {}),
      },
    );
    afterAll(async () => {
      await sink?.close();
      if (setup.redis && redisUrl) await dropRedisPrefix(redisUrl, prefix);
    });

    it('greets the customer by the name typed, in the HTML and the text, and the receipt attached states it', async () => {
      const today = todayInParis();
      const sent = await Promise.all(
        CUSTOMERS.map(async ({ firstName, lastName, language }, index) => {
          const visit = testBrowser(context.runtime.app, { remoteAddress: `10.53.0.${index}` });
          const customer: CustomerInfo = {
            firstName,
            lastName,
            email: `script-${index}-${randomUUID().slice(0, 6)}@example.com`,
            phone: '+33 612345678',
          };
          const start = addDays(today, 30 + index * 4);
          const booking = await bookAs(
            visit,
            context.runtime.app,
            context.cars[index]!,
            { startDate: start, endDate: addDays(start, 2) },
            { customer, language },
          );
          await payWithDemoCard(visit, booking);
          return customer;
        }),
      );
      for (const { firstName, lastName, email } of sent) {
        await eventually(() => sink.messages.some((mail) => mail.to === email));
        const mail = sink.messages.find((message) => message.to === email)!;
        expect(mail.text).toContain(firstName);
        expect(mail.html).toContain(firstName);
        expect(mail.attachments).toHaveLength(1);
        const [receipt] = await pdfPagesText(mail.attachments[0]!.content);
        expect(receipt!.replace(/\s+/g, ' ')).toContain(`${firstName} ${lastName} ${email}`);
      }
    });
  });
}
