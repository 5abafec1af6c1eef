import { randomUUID } from 'node:crypto';
import { addDays, todayInParis, type CustomerInfo } from '@grandtour/shared';
import { eventually, pdfPagesText } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { testBrowser } from '../testing/test-browser.ts';

/** Customers who typed their names in their own scripts (decision 53). */
const CUSTOMERS = [
  { firstName: '李', lastName: '小龍', language: 'en' },
  { firstName: 'محمد', lastName: 'الأحمد', language: 'fr' },
  { firstName: 'Zoë 🚗', lastName: 'Dupré-Lefèvre', language: 'es' },
  { firstName: 'Дмитрий', lastName: 'Wałęsa', language: 'de' },
];

for (const setup of mailSetups()) {
  describe(`a confirmation in the customer's script on ${setup.database}, over SMTP`, () => {
    const context = useMailTestRuntime(setup, {
      background: false,
      workers: true,
      notificationBackoffMs: 20,
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
        await eventually(() => context.sink.messages.some((mail) => mail.to === email));
        const mail = context.sink.messages.find((message) => message.to === email)!;
        expect(mail.text).toContain(firstName);
        expect(mail.html).toContain(firstName);
        expect(mail.attachments).toHaveLength(1);
        const [receipt] = await pdfPagesText(mail.attachments[0]!.content);
        expect(receipt!.replace(/\s+/g, ' ')).toContain(`${firstName} ${lastName} ${email}`);
      }
    });
  });
}
