import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AuditServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * The site as it runs in production (headers, compression, caching), on a free port with a new embedded database
 * seeded with the demo fleet, in a process of its own so that the browser's measurements never share its CPU time.
 */
export async function startAuditServer(root: string): Promise<AuditServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-audit-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
      PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The server did not start on ${url}`);
}
