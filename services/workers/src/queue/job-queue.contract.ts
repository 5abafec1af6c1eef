import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, movableClock } from '../testing/eventually.ts';
import type { JobQueue, QueuedJob } from './job-queue.ts';

const HOUR = 3_600_000;

/** What every JobQueue adapter must do. `open` gets the clock the adapter must use. */
export function jobQueueContract(
  open: (clock: () => Date) => Promise<JobQueue>,
  close?: () => Promise<void>,
) {
  const clock = movableClock();
  let queue: JobQueue;
  const queueName = () => `contract-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    queue = await open(clock.now);
  });
  afterAll(async () => {
    await queue?.close();
    await close?.();
  });

  function collect(name: string, handler?: (job: QueuedJob) => Promise<void>, concurrency = 4) {
    const seen: QueuedJob[] = [];
    const worker = queue.process(
      name,
      async (job) => {
        seen.push(job);
        await handler?.(job);
      },
      { concurrency },
    );
    return { seen, worker };
  }

  it('runs a job once, however often the same id is added', async () => {
    const name = queueName();
    for (let i = 0; i < 3; i++) await queue.add(name, 'greet', { to: 'Léa' }, { id: 'event-1:greet' });
    await queue.add(name, 'greet', { to: 'Hugo' }, { id: 'event-2:greet' });
    const { seen, worker } = collect(name);
    await eventually(() => seen.length === 2);
    await eventually(async () => (await queue.counts(name)).completed === 2);
    await worker.close();
    expect(seen.map((job) => [job.id, job.data]).sort()).toEqual([
      ['event-1:greet', { to: 'Léa' }],
      ['event-2:greet', { to: 'Hugo' }],
    ]);
    await queue.add(name, 'greet', { to: 'Léa' }, { id: 'event-1:greet' });
    expect((await queue.counts(name)).waiting).toBe(0);
  });

  it('keeps a delayed job until the clock reaches its time, and a removed one for ever', async () => {
    const name = queueName();
    const runAt = new Date(clock.now().getTime() + 24 * HOUR);
    await queue.add(name, 'remind', { n: 1 }, { id: 'kept', runAt });
    await queue.add(name, 'remind', { n: 2 }, { id: 'removed', runAt });
    const { seen, worker } = collect(name);
    expect(await queue.counts(name)).toMatchObject({ delayed: 2, waiting: 0 });
    expect(await queue.promoteDue(name, new Date(runAt.getTime() - 1))).toBe(0);
    expect(await queue.remove(name, 'removed')).toBe(true);
    expect(await queue.remove(name, 'never-added')).toBe(false);
    clock.advance(24 * HOUR);
    await queue.promoteDue(name, clock.now());
    await eventually(() => seen.length === 1);
    await eventually(async () => (await queue.counts(name)).completed === 1);
    await worker.close();
    expect(seen[0]).toMatchObject({ id: 'kept', data: { n: 1 } });
    expect(seen[0]!.dueAt.toISOString()).toBe(runAt.toISOString());
  });

  it('retries a failing job with back-off, then shows it failed until an operator retries it', async () => {
    const name = queueName();
    let failures = 2;
    const { seen, worker } = collect(name, async (job) => {
      if (job.id === 'flaky' && failures-- > 0) throw new Error('SMTP 421 try later');
      if (job.id === 'broken' && seen.filter((s) => s.id === 'broken').length <= 2)
        throw new Error('550 mailbox unavailable');
    });
    await queue.add(name, 'mail', {}, { id: 'flaky', attempts: 3, backoffMs: 10 });
    await queue.add(name, 'mail', {}, { id: 'broken', attempts: 2, backoffMs: 10 });
    await eventually(
      async () => (await queue.counts(name)).failed === 1 && (await queue.counts(name)).completed === 1,
    );
    expect(seen.filter((job) => job.id === 'flaky').map((job) => job.attemptsMade)).toEqual([0, 1, 2]);
    const [failed] = await queue.failed(name);
    expect(failed).toMatchObject({ id: 'broken', attemptsMade: 2, error: '550 mailbox unavailable' });
    expect(await queue.retry(name, 'no-such-job')).toBe(0);
    expect(await queue.retry(name)).toBe(1);
    await eventually(async () => (await queue.counts(name)).completed === 2);
    expect(await queue.failed(name)).toEqual([]);
    await worker.close();
  });

  it('repeats a scheduled job, registered any number of times, one run at a time on a worker of one', async () => {
    const name = queueName();
    await queue.repeat(name, 'sweep', 100, { kind: 'sweep' });
    await queue.repeat(name, 'sweep', 100, { kind: 'sweep' });
    let running = 0;
    let overlapped = false;
    const { seen, worker } = collect(
      name,
      async () => {
        running++;
        if (running > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
      1,
    );
    await eventually(() => {
      clock.advance(100);
      return seen.length >= 3;
    });
    await worker.close();
    expect(overlapped).toBe(false);
    expect(seen.every((job) => (job.data as { kind: string }).kind === 'sweep')).toBe(true);
  });

  it('lets running jobs finish when a worker closes', async () => {
    const name = queueName();
    let finished = 0;
    const { seen, worker } = collect(name, async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished++;
    });
    await queue.add(name, 'slow', {}, { id: 'slow-1' });
    await eventually(() => seen.length === 1);
    await worker.close();
    expect(finished).toBe(1);
  });

  it('counts the work still to do: waiting, running and retrying jobs, not those delayed to a later time', async () => {
    const name = queueName();
    const total = (jobs: { waiting: number; active: number; due: number }) =>
      jobs.waiting + jobs.active + jobs.due;
    const later = new Date(clock.now().getTime() + 24 * HOUR);
    await queue.add(name, 'remind', {}, { id: 'later', runAt: later });
    expect(await queue.runnable(name, clock.now())).toEqual({ waiting: 0, active: 0, due: 0 });
    await queue.add(name, 'send', {}, { id: 'now', attempts: 2, backoffMs: 60_000 });
    expect(await queue.runnable(name, clock.now())).toEqual({ waiting: 1, active: 0, due: 0 });

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { seen, worker } = collect(
      name,
      async () => {
        await held;
        throw new Error('421 try again later');
      },
      1,
    );
    await eventually(() => seen.length === 1);
    expect(await queue.runnable(name, clock.now())).toEqual({ waiting: 0, active: 1, due: 0 });
    release();
    // Failed once: it waits out a minute's back-off, and that is still work to do.
    await eventually(async () => (await queue.runnable(name, clock.now())).due === 1);
    expect(await queue.runnable(name, clock.now())).toEqual({ waiting: 0, active: 0, due: 1 });
    await worker.close();
    // Once the clock reaches the delayed job's time, it is work to do as well.
    expect(total(await queue.runnable(name, later))).toBe(2);
  });

  it('runs a finished job again when it is added again, and leaves a waiting one as it is', async () => {
    const name = queueName();
    const job = (id: string) => ({ name: 'send', data: { id }, options: { id } });
    await queue.addBulk(name, [job('done'), job('gave-up')]);
    let fail = true;
    const first = collect(name, async (run) => {
      if (run.id === 'gave-up' && fail) throw new Error('550 mailbox unavailable');
    });
    await eventually(async () => {
      const counts = await queue.counts(name);
      return counts.completed === 1 && counts.failed === 1;
    });
    await first.worker.close();
    fail = false;
    await queue.addAgain(name, [job('done'), job('gave-up'), job('new')]);
    await queue.addAgain(name, [job('new')]);
    expect(await queue.counts(name)).toMatchObject({ waiting: 3, completed: 0, failed: 0 });
    const second = collect(name);
    await eventually(async () => (await queue.counts(name)).completed === 3);
    await second.worker.close();
    expect(second.seen.map((run) => [run.id, run.attemptsMade]).sort()).toEqual([
      ['done', 0],
      ['gave-up', 0],
      ['new', 0],
    ]);
  });
}
