import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts bench-server.ts in a process of its own, so the load generator never shares the API's event loop;
 * `settings` are passed on to its configuration.
 */
export async function startApiProcess(
  databaseUrl: string,
  options: { settings?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where the API spends its time.
      ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      new URL('./bench-server.ts', import.meta.url).pathname,
    ],
    {
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_SETTINGS: JSON.stringify(options.settings ?? {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /^listening (.+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
