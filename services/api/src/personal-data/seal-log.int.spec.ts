import { randomBytes, randomUUID } from 'node:crypto';
import { personalDataRules } from '@grandtour/commands';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createPersonalDataCodec, createPersonalDataKeys } from '@grandtour/platform';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { migrateReadModels } from '@grandtour/projections';
import { ERASED } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealLog } from './seal-log.ts';

const USER = randomUUID();
const OWNER = randomUUID();
const CONVERSATION = randomUUID();
const CONTACT = randomUUID();
const person = { email: 'ondine.legacy@example.fr', lastName: 'Anciennelog', phone: '+33 6 55 44 33 22' };

for (const kind of testDatabaseKinds()) {
  describe(`sealing the events written before personal data was sealed, on ${kind} (decision 100)`, () => {
    let database: TestDatabase;
    let plain: EventStore;
    let sealing: EventStore;
    const keys = () => createPersonalDataKeys(database.pool, kek);
    const kek = randomBytes(32);
    let codec: ReturnType<typeof createPersonalDataCodec>;

    const plainTextLeft = async () =>
      (
        await database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM emt_messages WHERE message_data::text ILIKE ANY($1::text[])`,
          [Object.values(person).map((value) => `%${value}%`)],
        )
      ).rows[0]!.n;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await migrateReadModels(database.pool);
      const options = { connectionString: database.connectionString, pool: database.pool };
      plain = createPostgresEventStore(options);
      codec = createPersonalDataCodec(keys(), personalDataRules);
      sealing = createPostgresEventStore({ ...options, personalData: codec });
      // The log as it stood before: plain text, messages without their author's subject, an address-keyed e-mail.
      await plain.appendToStream(
        `user-${USER}`,
        [
          {
            type: 'UserRegistered',
            data: {
              userId: USER,
              username: 'ondine',
              email: person.email,
              firstName: 'Ondine',
              lastName: person.lastName,
              phone: person.phone,
              userType: 'client',
              address: null,
              city: null,
              country: null,
              zipCode: null,
              language: 'fr',
              passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$x$y',
              registeredAt: '2026-01-02T10:00:00.000Z',
            },
          },
        ],
        { expectedVersion: 0 },
      );
      await plain.appendToStream(
        `conversation-${CONVERSATION}`,
        [
          {
            type: 'ConversationStarted',
            data: {
              conversationId: CONVERSATION,
              kind: 'booking',
              bookingId: randomUUID(),
              carId: randomUUID(),
              carName: 'Ferrari Roma',
              ownerId: OWNER,
              ownerName: 'Inès Moreau',
              customerKey: `user:${USER}`,
              customerUserId: USER,
              guestEmail: null,
              customerName: `Ondine ${person.lastName}`,
              language: 'fr',
              startedAt: '2026-01-03T10:00:00.000Z',
            },
          },
          {
            type: 'MessagePosted',
            data: {
              conversationId: CONVERSATION,
              messageId: randomUUID(),
              seq: 1,
              author: 'customer',
              text: `Joignable au ${person.phone}`,
              masked: [],
              photos: [],
              postedAt: '2026-01-03T10:01:00.000Z',
            },
          },
        ],
        { expectedVersion: 0 },
      );
      await plain.appendToStream(
        `contact-${CONTACT}`,
        [
          {
            type: 'ContactMessageReceived',
            data: {
              messageId: CONTACT,
              firstName: 'Ondine',
              lastName: person.lastName,
              email: person.email,
              phone: null,
              subject: 'general',
              message: 'Une question',
              language: 'fr',
              senderId: null,
              receivedAt: '2026-01-04T10:00:00.000Z',
            },
          },
        ],
        { expectedVersion: 0 },
      );
      const contactEventId = (await plain.readStream(`contact-${CONTACT}`)).events[0]!.metadata.eventId;
      await plain.appendToStream(
        `notifications-${randomUUID()}`,
        [
          {
            type: 'NotificationSent',
            data: {
              notificationId: randomUUID(),
              deliveryId: `${contactEventId}:contact-acknowledgement`,
              template: 'contact-acknowledgement',
              userId: `contact:${person.email}`,
              bookingId: null,
              recipient: person.email,
              language: 'fr',
              title: 'Nous avons bien reçu votre message',
              message: `Bonjour Ondine ${person.lastName}`,
              channel: 'email',
              sentAt: '2026-01-04T10:00:05.000Z',
            },
          },
        ],
        { expectedVersion: 0 },
      );
    });
    afterAll(async () => {
      await database?.close();
    });

    it('seals every personal field in place, readers see the same data, and a second run changes nothing', async () => {
      expect(await plainTextLeft()).toBeGreaterThan(0);
      const before = (await plain.readAll({ limit: 100 })).map((event) => event.data);
      const report = await sealLog(database.pool, codec, { pageSize: 2 });
      expect(report).toEqual({ events: 5, sealed: 5 });
      expect(await plainTextLeft()).toBe(0);

      const after = await sealing.readAll({ limit: 100 });
      expect(after.map((event) => event.type)).toEqual([
        'UserRegistered',
        'ConversationStarted',
        'MessagePosted',
        'ContactMessageReceived',
        'NotificationSent',
      ]);
      // The same facts, completed with the subjects they lacked.
      expect(after[0]!.data).toEqual(before[0]);
      expect(after[2]!.data).toEqual({ ...before[2], authorKey: `user:${USER}` });
      expect(after[4]!.data).toEqual({ ...before[4], subject: `contact:${CONTACT}` });
      expect(await sealLog(database.pool, codec)).toEqual({ events: 5, sealed: 0 });
    });

    it('lets the person be erased afterwards, their old events included', async () => {
      const erasing = keys();
      await erasing.erase(`user:${USER}`, new Date());
      await erasing.erase(`contact:${CONTACT}`, new Date());
      const reader = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        personalData: createPersonalDataCodec(keys(), personalDataRules),
      });
      const events = await reader.readAll({ limit: 100 });
      expect(events[0]!.data).toMatchObject({
        email: ERASED,
        lastName: ERASED,
        phone: ERASED,
        userType: 'client',
      });
      expect(events[1]!.data).toMatchObject({
        customerName: ERASED,
        ownerName: 'Inès Moreau',
        carName: 'Ferrari Roma',
      });
      expect(events[2]!.data).toMatchObject({ text: ERASED, seq: 1 });
      expect(events[4]!.data).toMatchObject({ recipient: ERASED, message: ERASED });
    });
  });
}
