import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const root = new URL('../..', import.meta.url).pathname;

/** `npm run workers` as package.json has it (node and its arguments), as the bench starts it. */
function workersCommand(): string[] {
  const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
    scripts: { workers: string };
  };
  return manifest.scripts.workers.split(' ').filter(Boolean).slice(1);
}

/** Starts `npm run workers` with `env` and resolves once it says it is running. */
export async function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, workersCommand(), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a worker process exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('Grand Tour workers running')) resolve();
    });
  });
  return child;
}

/** SIGKILL: no shutdown hook runs, as when the machine dies. */
export async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}
