import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { projectionRegistry, rebuildUnit, unitsFor } from '@grandtour/projections';
import { addDays, ERASED, todayInParis, type Booking, type Car } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { licencePhoto } from '../driver-documents/testing/document-samples.ts';
import { multipart } from '../media/testing/multipart.ts';
import { DEMO_OWNER_ACCOUNT } from '../seed/demo-owner-account.ts';
import { DEMO_OWNERS } from '../seed/demo-owners.ts';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { newBrowser, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const DAY = 86_400_000;
const ADMIN = {
  email: 'privacy@grandtour.test',
  username: 'admin.privacy',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  let found: string[] = [];
  for (const name of readdirSync(folder, { withFileTypes: true }).map((entry) => entry.name)) {
    const path = join(folder, name);
    found = statSync(path).isDirectory() ? [...found, ...filesUnder(path)] : [...found, path];
  }
  return found;
}

for (const kind of testDatabaseKinds()) {
  describe(`erasing a person on ${kind} (GDPR art. 17, decision 99)`, () => {
    let offsetMs = 0;
    const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-erasure-'));
    const context = useTestRuntime(
      kind,
      { clock: () => new Date(Date.now() + offsetMs), background: false },
      { DATA_DIR: dataDir, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000', BOOKING_REQUESTS_PER_MINUTE: '1000' },
    );
    const tag = randomUUID().slice(0, 8);
    /** What identifies the person: none of it may be found anywhere once they are erased. */
    const person = {
      firstName: 'Zéphyrine',
      lastName: `Quatrebarbes${tag}`,
      email: `zephyrine.${tag}@example.fr`,
      phone: '+33 7 98 76 54 32',
      licenceNumber: `ZQ${tag.toUpperCase().replace(/[^A-Z0-9]/g, '7')}99`,
    };
    const needles = Object.values(person).filter((value) => value !== person.firstName);
    let customer: TestBrowser;
    let userId = '';
    let booking: Booking;
    let car: Car;

    const tablesOf = async () =>
      (
        await context.database.pool.query<{ name: string }>(
          `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
            WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
        )
      ).rows.map((row) => row.name);

    /** Where in the database each needle still lies: `table: needle`. */
    async function whereFound(values: readonly string[]): Promise<string[]> {
      const found: string[] = [];
      for (const table of await tablesOf())
        for (const value of values) {
          const { rows } = await context.database.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${table} AS t WHERE t::text ILIKE $1`,
            [`%${value}%`],
          );
          if (rows[0]!.n > 0) found.push(`${table}: ${value}`);
        }
      return found;
    }

    /** Every projection replayed from the log, as `npm run ops -- projections rebuild --all` does. */
    async function rebuildAll() {
      for (const unit of unitsFor(projectionRegistry, 'all'))
        await rebuildUnit({
          pool: context.database.pool,
          store: context.runtime.store,
          unit,
          singleConnection: kind === 'pglite',
        });
    }

    /** Each read model table's rows as text, by table. */
    async function readModels(): Promise<Map<string, string[]>> {
      const snapshot = new Map<string, string[]>();
      for (const table of [...new Set(projectionRegistry.flatMap((entry) => entry.projection.tables))]) {
        const { rows } = await context.database.pool.query<{ row: string }>(
          `SELECT t::text AS row FROM ${table} AS t ORDER BY 1`,
        );
        snapshot.set(
          table,
          rows.map((row) => row.row),
        );
      }
      return snapshot;
    }

    beforeAll(async () => {
      const { app } = context.runtime;
      // The e-mails are planned (deliveries and queued jobs that carry the person's data) but none is sent.
      await context.runtime.background.reactor.initialise();
      customer = newBrowser(app);
      const registered = await customer('POST', '/api/register', {
        username: `zephyrine.${tag}`,
        password: 'Secret-123-Zz',
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        userType: 'client',
      });
      expect(registered.statusCode, registered.body).toBe(201);
      userId = registered.json().user.id;
      car = context.cars.find((each) => each.ownerId === DEMO_OWNERS.elysee.ownerId)!;
      const today = todayInParis();
      booking = await bookAs(
        customer,
        app,
        car,
        { startDate: addDays(today, 1), endDate: addDays(today, 2) },
        {
          customer: {
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            phone: person.phone,
          },
          driver: {
            dateOfBirth: '1988-02-29',
            licenceCountry: 'FR',
            licenceNumber: person.licenceNumber,
            licenceIssuedOn: '2008-03-01',
            licenceExpiresOn: '2036-03-01',
          },
        },
      );
      await payWithDemoCard(customer, booking);
      const said = await customer('POST', `/api/bookings/${booking.id}/conversation/messages`, {
        text: `Bonjour, c'est ${person.firstName} ${person.lastName}, joignable au ${person.phone}.`,
      });
      expect(said.statusCode, said.body).toBe(201);
      const owner = await signInDemoOwner(app);
      const answered = await owner(
        'POST',
        `/api/owner/conversations/${said.json().conversationId}/messages`,
        {
          text: 'Bienvenue, à demain !',
        },
      );
      expect(answered.statusCode, answered.body).toBe(201);
      const document = multipart(await licencePhoto(), 'licence.jpg', 'image/jpeg', 'document');
      const uploaded = await customer(
        'POST',
        '/api/driver-documents/licence_front',
        document.payload as unknown as string,
        document.headers,
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const wrote = await customer('POST', '/api/contact', {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        message: `Une question de ${person.lastName}`,
      });
      expect(wrote.statusCode, wrote.body).toBeLessThan(300);
      offsetMs = 4 * DAY;
      expect((await context.runtime.sweeper.sweepOnce()).completed).toBeGreaterThanOrEqual(1);
      const reviewed = await customer('POST', '/api/reviews', {
        bookingId: booking.id,
        rating: 4,
        comment: 'Superbe voiture, remise parfaite.',
        userName: `${person.firstName} ${person.lastName}`,
        location: 'Besançon',
      });
      expect(reviewed.statusCode, reviewed.body).toBe(201);
      await context.runtime.background.reactor.catchUp();
    });

    it('keeps the log sealed: no personal value is written there in plain text', async () => {
      const { rows } = await context.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM emt_messages WHERE message_data::text ILIKE ANY($1::text[])`,
        [needles.map((value) => `%${value}%`)],
      );
      expect(rows[0]!.n).toBe(0);
      // …while every reader sees them: the account, the booking, the thread.
      expect((await customer('GET', '/api/me')).json().user).toMatchObject({ email: person.email });
      expect((await customer('GET', `/api/bookings/${booking.id}`)).json().customerInfo).toMatchObject({
        lastName: person.lastName,
      });
      const copies = await whereFound([person.email]);
      expect(copies).toEqual(
        expect.arrayContaining(['public.users: ' + person.email, 'public.queue_jobs: ' + person.email]),
      );
    });

    it('erases them on request: nothing of them anywhere, even after every projection is rebuilt', async () => {
      await createAdminAccount(context, ADMIN);
      const admin = (await signInAs(context, ADMIN)).visit;
      // A replay before the erasure, to compare with one after.
      await rebuildAll();
      const before = await readModels();
      const refused = await admin('POST', '/api/admin/personal-data/erasures', {
        email: 'nobody@example.fr',
      });
      expect(refused.statusCode).toBe(404);
      // An owner whose cars are offered, with rentals to come: not yet, and said so.
      const busy = await admin(
        'POST',
        '/api/admin/personal-data/erasures',
        { email: DEMO_OWNER_ACCOUNT.email },
        { 'accept-language': 'en' },
      );
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({
        error: 'personal_data_erasure_blocked',
        message: expect.stringMatching(/withdraw your cars/),
      });
      const asked = await admin('POST', '/api/admin/personal-data/erasures', {
        email: person.email.toUpperCase(),
      });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json().subjects).toContain(`user:${userId}`);
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(1);
      // Asked again: already done, nothing more happens.
      expect(
        (await admin('POST', '/api/admin/personal-data/erasures', { email: person.email })).statusCode,
      ).toBe(404);
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(0);

      await rebuildAll();
      expect(await whereFound(needles)).toEqual([]);
      const media = join(dataDir, 'media');
      const files = filesUnder(media).filter((path) => statSync(path).size > 0);
      for (const path of files) {
        const bytes = readFileSync(path);
        for (const value of needles)
          expect(bytes.includes(Buffer.from(value)), `${path}: ${value}`).toBe(false);
      }
      expect(
        (await context.database.pool.query('SELECT 1 FROM driver_documents WHERE user_id = $1', [userId]))
          .rowCount,
      ).toBe(0);
      expect((await customer('GET', '/api/me')).json().user ?? null).toBeNull();

      // What the law keeps (decision 100): the booking's reference, dates, car and amounts (and its receipt's number).
      const kept = await context.database.pool.query<Record<string, unknown>>(
        `SELECT b.start_date::text, b.end_date::text, b.car_id::text, b.total_cents::text AS total,
                b.customer_info ->> 'email' AS email, r.number
           FROM bookings b LEFT JOIN receipts r ON r.booking_id = b.id WHERE b.id = $1`,
        [booking.id],
      );
      expect(kept.rows[0]).toMatchObject({ car_id: car.id, email: ERASED });
      expect(Number(kept.rows[0]!.total)).toBe(Math.round(Number(booking.totalPrice) * 100));
      expect(kept.rows[0]).toMatchObject({ start_date: booking.startDate, end_date: booking.endDate });
      const after = await readModels();
      // The same read models as before, but for the person's own fields: every row not about them is as it was.
      const notAboutThem = (list: string[]) =>
        list.filter(
          (row) => ![ERASED, userId, person.firstName, ...needles].some((value) => row.includes(value)),
        );
      for (const [table, rows] of before) {
        if (table === 'personal_data_erasures') continue; // the erasure's own record
        expect(after.get(table)!.length, table).toBe(rows.length);
        expect(notAboutThem(after.get(table)!), table).toEqual(notAboutThem(rows));
      }
      // The owner still reads the booking (its amounts and dates), the customer's fields erased.
      const owner = await signInDemoOwner(context.runtime.app);
      const seen = await owner('GET', `/api/owner/bookings/${booking.id}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toMatchObject({ customer: { email: ERASED, lastName: ERASED }, driver: null });
      const listed = await owner('GET', '/api/owner/bookings');
      expect(listed.statusCode, listed.body).toBe(200);
      const thread = await owner('GET', '/api/owner/conversations');
      expect(thread.statusCode, thread.body).toBe(200);
      const review = (await newBrowser(context.runtime.app)('GET', `/api/reviews/car/${car.id}`)).json();
      expect(review.find((each: { bookingId: string }) => each.bookingId === booking.id)).toMatchObject({
        rating: 4,
        userName: ERASED,
        location: ERASED,
      });
    });
  });
}
