import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../services/api/src/server.ts', import.meta.url));

export interface ApiNode {
  url: string;
  /** SIGKILL: no shutdown hook runs, requests in flight are cut. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilHealthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the API at ${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `services/api/src/server.ts` as production runs it, in a process the faults run may kill. */
export async function startApiNode(port: number, env: Record<string, string>): Promise<ApiNode> {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilHealthy(url, 60_000);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    url,
    kill,
    restart: launch,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
