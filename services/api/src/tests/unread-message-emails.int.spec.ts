import { NOTIFICATIONS_QUEUE } from '@grandtour/workers';
import { movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import { ConversationThreadSchema, UNREAD_EMAIL_AFTER_MINUTES } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { newBrowser, registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';

const MINUTE = 60_000;
const PUBLIC_URL = 'http://grandtour.test';

for (const setup of mailSetups()) {
  describe(`e-mails of messages left unread on ${setup.database} with the ${setup.redis ? 'Redis' : 'database'} queue (decision 94)`, () => {
    const clock = movableClock();
    const context = useMailTestRuntime(
      setup,
      {
        clock: clock.now,
        background: false,
        workers: true,
        notificationBackoffMs: 20,
        requeueAfterMs: 60_000,
      },
      { PUBLIC_URL, MESSAGE_WRITES_PER_MINUTE: '10000', SIGN_IN_ATTEMPTS_PER_MINUTE: '10000' },
    );
    let ownerEmail: string;
    let carIds: string[];
    let owner: TestBrowser;
    beforeAll(async () => {
      const demo = await demoOwnerOf(context);
      ownerEmail = demo.email;
      carIds = demo.cars.map((car) => car.id);
      owner = await signInDemoOwner(context.runtime.app);
    });

    const idle = () =>
      untilNotificationsIdle({
        pool: context.database.pool,
        store: context.runtime.store,
        queue: context.runtime.queue,
        clock: clock.now,
      });
    const unreadMails = (conversationId: string) =>
      context.sink.messages.filter((mail) => mail.messageId.includes(`conversation.${conversationId}.`));
    /** The sweep as it runs every few seconds, then until nothing is left that could send. */
    const sweep = async () => {
      await context.runtime.sweeper.sweepOnce();
      await idle();
    };
    const afterTheDelay = () => clock.advance(UNREAD_EMAIL_AFTER_MINUTES * MINUTE);

    /** A guest asks about one of the owner's cars, in English, and writes again: two unread messages for the owner. */
    async function guestInquiry(email: string) {
      const guest = newBrowser(context.runtime.app);
      const asked = await guest(
        'POST',
        `/api/cars/${carIds[0]}/inquiries`,
        { text: 'Is it free in March? Call me on 06 12 34 56 78', email, name: 'Jean' },
        { 'accept-language': 'en' },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const { id } = ConversationThreadSchema.parse(asked.json());
      clock.advance(2 * MINUTE);
      const again = await guest('POST', `/api/conversations/${id}/messages`, {
        text: 'Or in April?\nThanks',
      });
      expect(again.statusCode, again.body).toBe(201);
      return { guest, id };
    }

    it('e-mails the owner once for two messages left unread ten minutes, and the guest once for the answers', async () => {
      const { id } = await guestInquiry('jean.unread@example.com');
      clock.advance(7 * MINUTE);
      await sweep();
      expect(unreadMails(id)).toEqual([]);

      clock.advance(MINUTE);
      await sweep();
      await sweep();
      const [toOwner, ...more] = unreadMails(id);
      expect(more).toEqual([]);
      expect(toOwner).toMatchObject({ to: ownerEmail, subject: expect.stringContaining('Jean') });
      expect(toOwner!.messageId).toContain('.owner-messages-unread.2@');
      expect(toOwner!.text).toContain('Messages non lus');
      expect(toOwner!.text).toContain('Or in April?');
      expect(toOwner!.text).toContain(`${PUBLIC_URL}/owner-dashboard#/conversations/${id}/show`);

      for (const text of ['Yes, it is free.', 'Shall I hold it?']) {
        const posted = await owner('POST', `/api/owner/conversations/${id}/messages`, { text });
        expect(posted.statusCode, posted.body).toBe(201);
      }
      afterTheDelay();
      await sweep();
      await sweep();
      const toGuest = unreadMails(id).filter((mail) => mail.to === 'jean.unread@example.com');
      expect(toGuest).toHaveLength(1);
      expect(toGuest[0]!.subject).toMatch(/^Unread message from /);
      expect(toGuest[0]!.text).toContain('sent you 2 messages');
      expect(toGuest[0]!.text).toContain('Shall I hold it?');
      expect(toGuest[0]!.text).toContain(`${PUBLIC_URL}/messages/${id}`);
      expect(unreadMails(id)).toHaveLength(2);
    });

    it('writes to a signed-in customer at their account’s address, in its language', async () => {
      const { visit: customer, userId } = await registerAccount(context.runtime.app, 'client');
      const asked = await customer('POST', `/api/cars/${carIds[0]}/inquiries`, { text: 'Disponible ?' });
      expect(asked.statusCode, asked.body).toBe(201);
      const { id } = ConversationThreadSchema.parse(asked.json());
      expect(
        (await owner('POST', `/api/owner/conversations/${id}/messages`, { text: 'Oui' })).statusCode,
      ).toBe(201);
      afterTheDelay();
      await sweep();
      const { rows } = await context.database.pool.query('SELECT email FROM users WHERE id = $1', [userId]);
      const mails = unreadMails(id);
      expect(mails.map((mail) => mail.to)).toEqual([rows[0]!.email]);
      expect(mails[0]!.subject).toMatch(/^Message non lu de /);
      expect(mails[0]!.text).toContain('Bonjour Camille,');
      expect(mails[0]!.text).toContain('« Oui »');
    });

    it('sends nothing for messages read within ten minutes', async () => {
      const { id } = await guestInquiry('read.in.time@example.com');
      const read = await owner('POST', `/api/owner/conversations/${id}/read`, { upToSeq: 2 });
      expect(read.statusCode, read.body).toBe(200);
      afterTheDelay();
      clock.advance(MINUTE);
      await sweep();
      expect(unreadMails(id)).toEqual([]);
    });

    it('sends exactly one e-mail when the workers restart, and the queue lost the job, between planning and sending', async () => {
      const { id } = await guestInquiry('restart@example.com');
      await context.runtime.background.stop();
      afterTheDelay();
      const report = await context.runtime.sweeper.sweepOnce();
      expect(report.unreadMessageEmails).toBeGreaterThanOrEqual(1);
      const { rows } = await context.database.pool.query(
        `SELECT id, status FROM notification_deliveries WHERE id LIKE $1`,
        [`conversation:${id}:%`],
      );
      expect(rows).toEqual([{ id: `conversation:${id}:owner-messages-unread:2`, status: 'pending' }]);
      // The crash: the planned job never reached the queue (or the queue restarted empty).
      await context.runtime.queue.remove(NOTIFICATIONS_QUEUE, rows[0]!.id as string);
      expect(unreadMails(id)).toEqual([]);

      await context.runtime.background.start();
      await context.runtime.sweeper.sweepOnce();
      clock.advance(2 * MINUTE);
      await context.runtime.background.reactor.requeue();
      await idle();
      await context.runtime.background.reactor.requeue();
      await sweep();
      expect(unreadMails(id).map((mail) => mail.to)).toEqual([ownerEmail]);
      expect(unreadMails(id)[0]!.text).toContain('Or in April?');
    });
  });
}
