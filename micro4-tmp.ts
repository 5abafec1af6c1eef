import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
const prefix = 'mb' + Date.now();
const connection = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
const q = new Queue('n', { connection, prefix });
const N = 5000;
await q.addBulk(Array.from({ length: N }, (_, i) => ({ name: 'booking-confirmed', data: { id: `d${i}:booking-confirmed`, runAt: null, data: { kind: 'booking', template: 'booking-confirmed', bookingId: crypto.randomUUID(), deliveryId: `d${i}`, audience: 'customer' } }, opts: { jobId: `d${i}`, attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { age: 86400, count: 50000 }, removeOnFail: false } })));
let done = 0; const c = process.cpuUsage(); const t = performance.now();
const finished = new Promise<void>((resolve) => {
  const w = new Worker('n', async () => { if (++done === N) setTimeout(resolve, 0); }, { connection, prefix, concurrency: 25 });
});
await finished;
const d = process.cpuUsage(c);
console.log('bullmq no-op', ((d.user + d.system) / 1000 / N).toFixed(3), 'ms cpu/job', (N / ((performance.now() - t) / 1000)).toFixed(0), 'jobs/s');
const keys = await connection.keys(prefix + '*'); if (keys.length) await connection.del(...keys);
process.exit(0);
