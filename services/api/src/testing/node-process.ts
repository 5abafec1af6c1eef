import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface NodeProcess {
  pid: number;
  /** The first stdout line that matched `ready`. */
  readyLine: string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts one of the project's entry points (server.ts, workers.ts, projections.ts) as a process of its own. */
export async function startNodeProcess(
  script: URL,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<NodeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script.pathname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  const exited = once(child, 'exit');
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script.pathname} not ready: ${errors.join('\n')}`)),
      timeoutMs,
    );
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`${script.pathname} exited with ${String(code)}: ${errors.join('\n')}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!ready.test(line)) return;
      clearTimeout(timer);
      resolve(line);
    });
  });
  return {
    pid: child.pid!,
    readyLine,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
