import type { EventStore, RecordedEvent } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { asyncProjections, projectionRegistry } from '../index.ts';
import { projectionsStatus, type ProjectionStatus } from '../status/projection-status.ts';
import { catchUpWithLog, marketplaceActivity, openTestStore } from '../testing/index.ts';
import { backoffDelayMs, retryStoppedProjections } from './projection-failures.ts';
import { createProjectionRunner, type ProjectionRunner } from './projection-runner.ts';

const ALL = asyncProjections.map((projection) => projection.name);
const OTHERS = ALL.filter((name) => name !== 'owner_stats');

/** Polls `check` until it holds: waits on the database's state, never for a fixed time. */
async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 20_000) {
  const givingUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > givingUpAt) throw new Error(`Still waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const at = (event: RecordedEvent) => ({
  commit: event.metadata.logPosition.commit.toString(),
  prepare: event.metadata.logPosition.prepare.toString(),
});
const waited = (failure: NonNullable<ProjectionStatus['failure']>) =>
  Date.parse(failure.retryAt) - Date.parse(failure.lastFailedAt);

for (const kind of testDatabaseKinds()) {
  describe(`a projection that cannot apply an event, on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let activity: ReturnType<typeof marketplaceActivity>;
    let errors: MockInstance<typeof console.error>;

    beforeAll(async () => {
      errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      ({ database, store } = await openTestStore(kind));
      activity = marketplaceActivity({
        store,
        pool: database.pool,
        clock: () => new Date('2027-05-03T09:00:00.000Z'),
      });
    });
    afterAll(async () => {
      errors?.mockRestore();
      await store?.close();
      await database?.close();
    });

    const status = async (name: string) =>
      (await projectionsStatus(database.pool, projectionRegistry)).projections.find(
        (projection) => projection.name === name,
      )!;
    /** A real constraint the owner_stats rows of this car break: its confirmations are events owner_stats cannot apply. */
    const poison = (carId: string) =>
      database.pool.query(
        `ALTER TABLE owner_stats ADD CONSTRAINT poisoned_${carId.slice(0, 8)} CHECK (car_id <> '${carId}')`,
      );
    const cure = (carId: string) =>
      database.pool.query(`ALTER TABLE owner_stats DROP CONSTRAINT poisoned_${carId.slice(0, 8)}`);
    const confirmationOf = async (bookingId: string) =>
      (await store.readAll({ after: undefined, limit: 100_000 })).find(
        (event) => event.type === 'BookingConfirmed' && event.metadata.streamName === `booking-${bookingId}`,
      )!;
    const countedEvents = async () =>
      (await database.pool.query<{ event_id: string }>('SELECT event_id FROM owner_stats_events')).rows
        .map((row) => row.event_id)
        .sort();

    it('stops exactly at that event, the others reach the head, and it resumes after the fix and a retry', async () => {
      const backoff = { initialMs: 60_000, maxMs: 600_000 };
      const runner = createProjectionRunner({
        pool: database.pool,
        store,
        projections: asyncProjections,
        retryBackoff: backoff,
      });
      const carA = await activity.publishCar('owner-a');
      const carP = await activity.publishCar('owner-p');
      await poison(carP);
      const before = [await activity.book(carA, 'owner-a'), await activity.book(carA, 'owner-a')];
      const poisoned = await activity.book(carP, 'owner-p');
      const after = await activity.book(carA, 'owner-a');
      // All of it in one batch: the events before the poisoned one are applied, the batch's others are not.
      await catchUpWithLog(database.pool, runner, OTHERS);

      const log = await store.readAll({ after: undefined, limit: 100_000 });
      const bad = await confirmationOf(poisoned);
      const index = log.indexOf(log.find((event) => event.metadata.eventId === bad.metadata.eventId)!);
      const stopped = await status('owner_stats');
      expect(stopped.checkpoint).toEqual(at(log[index - 1]!));
      expect(stopped.lag).toBe(log.length - index);
      expect(stopped.failure).toMatchObject({
        position: at(bad),
        eventId: bad.metadata.eventId,
        eventType: 'BookingConfirmed',
        streamName: `booking-${poisoned}`,
        streamPosition: bad.metadata.streamPosition,
        error: expect.stringContaining(`poisoned_${carP.slice(0, 8)}`),
        attempts: 1,
      });
      expect(waited(stopped.failure!)).toBe(60_000);
      expect(await countedEvents()).toEqual(
        (await Promise.all(before.map(confirmationOf))).map((event) => event.metadata.eventId).sort(),
      );
      for (const name of OTHERS) expect(await status(name)).toMatchObject({ lag: 0, failure: null });
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`"msg":"Projection owner_stats stopped at .*booking-${poisoned}@`)),
      );

      // Until its next try is due, no runner (this one, or another process's) touches it; the others go on.
      const other = createProjectionRunner({
        pool: database.pool,
        store,
        projections: asyncProjections,
        owner: 'other-node:1',
        retryBackoff: backoff,
      });
      const later = await activity.book(carA, 'owner-a');
      await catchUpWithLog(database.pool, other, OTHERS);
      await runner.runOnce();
      expect(await status('owner_stats')).toMatchObject({
        checkpoint: stopped.checkpoint,
        failure: { attempts: 1, lastFailedAt: stopped.failure!.lastFailedAt },
      });

      // An operator's retry before the fix: tried at once, it fails again and waits twice as long each time.
      for (const attempts of [2, 3]) {
        expect(await retryStoppedProjections(database.pool, ['owner_stats', 'bookings'])).toEqual([
          'owner_stats',
        ]);
        await other.runOnce();
        const failure = (await status('owner_stats')).failure!;
        expect(failure).toMatchObject({
          attempts,
          owner: 'other-node:1',
          firstFailedAt: stopped.failure!.firstFailedAt,
        });
        expect(waited(failure)).toBe(backoffDelayMs(attempts, backoff));
      }

      await cure(carP);
      await retryStoppedProjections(database.pool, ['owner_stats']);
      await catchUpWithLog(database.pool, runner, ALL);
      expect(await status('owner_stats')).toMatchObject({ lag: 0, failure: null });
      expect(await countedEvents()).toEqual(
        (await Promise.all([...before, poisoned, after, later].map(confirmationOf)))
          .map((event) => event.metadata.eventId)
          .sort(),
      );
    });

    it('tries again by itself with back-off while running, and catches up once the cause is gone', async () => {
      const backoff = { initialMs: 25, maxMs: 100 };
      const runner: ProjectionRunner = createProjectionRunner({
        pool: database.pool,
        store,
        projections: asyncProjections,
        pollIntervalMs: 10,
        retryBackoff: backoff,
      });
      const carA = await activity.publishCar('owner-a');
      const carP = await activity.publishCar('owner-p');
      await poison(carP);
      await activity.book(carP, 'owner-p');
      runner.start();
      try {
        const seen = new Map<number, number>();
        await until(async () => {
          const failure = (await status('owner_stats')).failure;
          if (failure) seen.set(failure.attempts, waited(failure));
          return failure && failure.attempts >= 4;
        }, 'four attempts');
        for (const [attempts, delay] of seen) expect(delay).toBe(backoffDelayMs(attempts, backoff));
        expect([...seen.keys()].length).toBeGreaterThan(1);

        // Still stopped there, while the others keep up with what comes next.
        const next = await confirmationOf(await activity.book(carA, 'owner-a'));
        await until(async () => {
          const projections = await Promise.all(OTHERS.map(status));
          return projections.every(
            (projection) =>
              projection.checkpoint &&
              BigInt(projection.checkpoint.commit) >= next.metadata.logPosition.commit &&
              projection.lag === 0,
          );
        }, 'the other projections at the head');
        expect((await status('owner_stats')).failure).not.toBeNull();

        await cure(carP);
        await until(async () => {
          const ownerStats = await status('owner_stats');
          return ownerStats.lag === 0 && ownerStats.failure === null;
        }, 'owner_stats at the head');
      } finally {
        await runner.stop();
      }
    });
  });
}
