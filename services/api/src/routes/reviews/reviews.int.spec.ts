import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  type Booking,
  type Car,
  CarSchema,
  OwnerReviewSchema,
  ReviewSchema,
  todayInParis,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reviewIdForBooking } from './review-id.ts';
import { DEMO_OWNERS } from '../../seed/demo-owners.ts';
import { bookCar, newBrowser, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const DAY = 86_400_000;
const DEMO_OWNER_ID = DEMO_OWNERS.elysee.ownerId;
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

for (const kind of testDatabaseKinds()) {
  describe(`reviews and owner replies on ${kind}`, () => {
    let offsetMs = 0;
    let ownerCars: Car[];
    let nextCar = 0;
    const today = todayInParis();
    const context = useTestRuntime(
      kind,
      { clock: () => new Date(Date.now() + offsetMs), background: false },
      { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-reviews-')), SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
    );
    beforeAll(async () => {
      const cars = z
        .array(CarSchema)
        .parse((await context.runtime.app.inject({ url: '/api/cars?limit=100' })).json());
      ownerCars = cars.filter((car) => car.isAvailable && car.ownerId === DEMO_OWNER_ID);
    });

    /** A car of the demo owner that no other test books. */
    const freshCar = () => ownerCars[nextCar++]!;

    /** A paid rental of tomorrow, and the clock moved past its end so that the sweep completes it. */
    async function completedRental(car: Car, firstName?: string) {
      const rental = await bookCar(context.runtime.app, car.id, addDays(today, 1), addDays(today, 2), {
        firstName,
      });
      offsetMs = 4 * DAY;
      try {
        expect((await context.runtime.sweeper.sweepOnce()).completed).toBeGreaterThanOrEqual(1);
      } finally {
        offsetMs = 0;
      }
      return rental;
    }

    const review = (booking: Booking, body: Record<string, unknown> = {}) => ({
      bookingId: booking.id,
      rating: 5,
      comment: 'Voiture superbe, remise des clés parfaite.',
      userName: 'Léa M.',
      location: 'Lyon',
      ...body,
    });

    const reviewsOf = async (carId: string) =>
      z
        .array(ReviewSchema)
        .parse((await context.runtime.app.inject({ url: `/api/reviews/car/${carId}` })).json());
    const carOf = async (carId: string) =>
      CarSchema.parse((await context.runtime.app.inject({ url: `/api/cars/${carId}` })).json());

    it('publishes the customer’s review of a completed rental, and the car’s rating and count follow', async () => {
      const car = freshCar();
      const before = await carOf(car.id);
      const { visit, booking } = await completedRental(car);
      const response = await visit('POST', '/api/reviews', review(booking, { rating: 3 }));
      expect(response.statusCode, response.body).toBe(201);
      expect(ReviewSchema.parse(response.json())).toMatchObject({
        id: reviewIdForBooking(booking.id),
        carId: car.id,
        bookingId: booking.id,
        rating: 3,
        comment: 'Voiture superbe, remise des clés parfaite.',
        userName: 'Léa M.',
        location: 'Lyon',
        ownerReply: null,
      });
      expect((await reviewsOf(car.id))[0]).toMatchObject({ bookingId: booking.id, rating: 3 });
      const after = await carOf(car.id);
      const ratings = (await reviewsOf(car.id)).map((item) => item.rating);
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(after.reviewCount).toBe(ratings.length);
      expect(after.rating).toBe(
        (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1),
      );
      const mine = z.array(ReviewSchema).parse((await visit('GET', '/api/reviews/user/guest')).json());
      expect(mine.map((item) => item.bookingId)).toEqual([booking.id]);
      const stranger = newBrowser(context.runtime.app);
      expect((await stranger('GET', '/api/reviews/user/guest')).json()).toEqual([]);
    });

    it('refuses someone else’s booking as not found, and an unfinished one', async () => {
      const { booking } = await completedRental(freshCar());
      const stranger = newBrowser(context.runtime.app);
      const refused = await stranger('POST', '/api/reviews', review(booking), { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: 'booking_not_found', message: 'Booking not found.' });

      const confirmed = await bookCar(
        context.runtime.app,
        freshCar().id,
        addDays(today, 5),
        addDays(today, 6),
      );
      const early = await confirmed.visit('POST', '/api/reviews', review(confirmed.booking));
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({
        error: 'review_booking_not_completed',
        message: 'Vous pourrez donner votre avis une fois la location terminée.',
      });
      const pending = await bookCar(
        context.runtime.app,
        freshCar().id,
        addDays(today, 5),
        addDays(today, 6),
        {
          pay: false,
        },
      );
      const unpaid = await pending.visit('POST', '/api/reviews', review(pending.booking));
      expect(unpaid.json()).toMatchObject({ error: 'review_booking_not_completed' });
      const unknown = await stranger('POST', '/api/reviews', {
        ...review(booking),
        bookingId: crypto.randomUUID(),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('takes one review per booking, even from racing requests', async () => {
      const car = freshCar();
      const { visit, booking } = await completedRental(car);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          visit('POST', '/api/reviews', review(booking, { rating: 1 + (n % 5), comment: `Essai ${n}` })),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((item) => item.statusCode === 409))
        expect(answer.json().error).toBe('review_already_posted');
      const again = await visit('POST', '/api/reviews', review(booking));
      expect(again.statusCode).toBe(409);
      const { rows } = await context.database.pool.query(
        'SELECT count(*)::int AS n FROM reviews WHERE booking_id = $1',
        [booking.id],
      );
      expect(rows[0].n).toBe(1);
      expect((await carOf(car.id)).reviewCount).toBe((await reviewsOf(car.id)).length);
    });

    it('refuses empty, over-long and HTML texts in the visitor’s language, naming the field', async () => {
      const { visit, booking } = await completedRental(freshCar());
      const cases = [
        [{ comment: '   ' }, 'review_text_required', 'comment'],
        [{ comment: 'x'.repeat(2001) }, 'review_text_too_long', 'comment'],
        [{ comment: '<script>alert(1)</script>Super' }, 'review_text_markup', 'comment'],
        [{ userName: '<img src=x onerror=alert(1)>' }, 'review_text_markup', 'userName'],
        [{ location: 'y'.repeat(81) }, 'review_text_too_long', 'location'],
      ] as const;
      for (const [body, error, field] of cases) {
        const response = await visit('POST', '/api/reviews', review(booking, body), {
          'accept-language': 'de',
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toMatchObject({ error, details: { field } });
        expect(response.json().message).toMatch(/Text|Bewertung|HTML/);
      }
      const badRating = await visit('POST', '/api/reviews', review(booking, { rating: 6 }));
      expect(badRating.statusCode).toBe(400);
      const huge = await visit('POST', '/api/reviews', review(booking, { comment: 'x'.repeat(10_001) }));
      expect(huge.statusCode).toBe(400);
      // Nothing was written by the refusals: the booking can still be reviewed, with a plain-text comment.
      const posted = await visit(
        'POST',
        '/api/reviews',
        review(booking, {
          comment: ' Prix < 2000 € et <3\r\n\r\n\r\nMerci ',
          userName: '  ',
          location: null,
        }),
      );
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json()).toMatchObject({
        comment: 'Prix < 2000 € et <3\n\nMerci',
        userName: null,
        location: null,
      });
    });

    it('follows the booking when the guest signs in', async () => {
      const { visit, booking } = await completedRental(freshCar());
      expect((await visit('POST', '/api/reviews', review(booking))).statusCode).toBe(201);
      const account = await visit('POST', '/api/register', {
        username: `reviewer.${booking.id.slice(0, 8)}`,
        password: 'Secret-123',
        firstName: 'Léa',
        lastName: 'Martin',
        email: `reviewer.${booking.id.slice(0, 8)}@example.fr`,
        userType: 'client',
      });
      expect(account.statusCode, account.body).toBe(201);
      const mine = z.array(ReviewSchema).parse((await visit('GET', '/api/reviews/user/guest')).json());
      expect(mine.map((item) => item.bookingId)).toEqual([booking.id]);
    });

    describe('owner replies', () => {
      let demoOwner: TestBrowser;
      let reviewId: string;
      let carId: string;

      beforeAll(async () => {
        demoOwner = await signInDemoOwner(context.runtime.app);
        const car = freshCar();
        carId = car.id;
        const { visit, booking } = await completedRental(car, 'Hugo');
        const posted = await visit(
          'POST',
          '/api/reviews',
          review(booking, { comment: 'Très bien', rating: 4 }),
        );
        reviewId = posted.json().id;
      });

      it('lists the reviews of the owner’s own cars only, in the back office dialect', async () => {
        const response = await demoOwner(
          'GET',
          `/api/owner/reviews?${query({ sort: ['createdAt', 'DESC'], range: [0, 4], filter: { replied: false } })}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const rows = z.array(OwnerReviewSchema).parse(response.json());
        expect(rows.length).toBeGreaterThan(0);
        expect(rows[0]).toMatchObject({ id: reviewId, carId, ownerReply: null, rating: 4 });
        expect(response.headers['content-range']).toMatch(/^reviews 0-\d+\/\d+$/);
        const ownIds = new Set(ownerCars.map((car) => car.id));
        expect(rows.every((row) => ownIds.has(row.carId))).toBe(true);
        const other = await registerAccount(context.runtime.app, 'owner');
        expect((await other.visit('GET', '/api/owner/reviews')).json()).toEqual([]);
        expect((await other.visit('GET', `/api/owner/reviews/${reviewId}`)).statusCode).toBe(404);
      });

      it('refuses visitors, clients and another owner', async () => {
        const body = { ownerReply: 'Merci !' };
        expect(
          (await newBrowser(context.runtime.app)('PUT', `/api/owner/reviews/${reviewId}`, body)).statusCode,
        ).toBe(401);
        const client = await registerAccount(context.runtime.app, 'client');
        expect((await client.visit('PUT', `/api/owner/reviews/${reviewId}`, body)).statusCode).toBe(403);
        const other = await registerAccount(context.runtime.app, 'owner');
        const refused = await other.visit('PUT', `/api/owner/reviews/${reviewId}`, body);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().error).toBe('review_not_found');
        expect((await reviewsOf(carId)).find((item) => item.id === reviewId)?.ownerReply).toBeNull();
      });

      it('publishes one reply, shown under the review on the car page', async () => {
        const record = (await demoOwner('GET', `/api/owner/reviews/${reviewId}`)).json();
        const markup = await demoOwner('PUT', `/api/owner/reviews/${reviewId}`, {
          ...record,
          ownerReply: '<a href="https://spam.example">promo</a>',
        });
        expect(markup.statusCode).toBe(422);
        const racing = await Promise.all(
          ['Merci Hugo, à bientôt !', 'Merci beaucoup !'].map((text) =>
            demoOwner('PUT', `/api/owner/reviews/${reviewId}`, { ...record, ownerReply: text }),
          ),
        );
        expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const winner = racing.find((answer) => answer.statusCode === 200)!;
        const reply = OwnerReviewSchema.parse(winner.json()).ownerReply;
        expect(['Merci Hugo, à bientôt !', 'Merci beaucoup !']).toContain(reply);
        expect(racing.find((answer) => answer.statusCode === 409)!.json().error).toBe(
          'review_already_replied',
        );
        const shown = (await reviewsOf(carId)).find((item) => item.id === reviewId);
        expect(shown?.ownerReply).toMatchObject({ comment: reply });
        const again = await demoOwner('PUT', `/api/owner/reviews/${reviewId}`, { ownerReply: 'Autre' });
        expect(again.statusCode).toBe(409);
        const replied = await demoOwner('GET', `/api/owner/reviews?${query({ filter: { replied: true } })}`);
        expect(
          z
            .array(OwnerReviewSchema)
            .parse(replied.json())
            .map((row) => row.id),
        ).toContain(reviewId);
      });
    });

    it('has no clock route unless ADJUSTABLE_CLOCK is on', async () => {
      expect((await context.runtime.app.inject({ url: '/api/dev/clock' })).statusCode).toBe(404);
      const moved = await context.runtime.app.inject({
        method: 'PUT',
        url: '/api/dev/clock',
        payload: { offsetMs: DAY },
      });
      expect(moved.statusCode).toBe(404);
    });
  });
}
