import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A redis-server of the test's own on a free loopback port, started and killed by the test (never the machine's
 * shared one). Like the machine's, it keeps nothing on disk: a restart comes back empty.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    for (let tries = 0; ; tries++) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        if (tries > 100) throw new Error(`redis-server did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  async function kill() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, kill };
}
