import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';

export interface RunningProcess {
  name: string;
  pid: number;
  /** Resolves once `ready()` answers true; rejects if the process exits first or is not ready in time. */
  ready: Promise<void>;
  /** SIGTERM (the process's graceful shutdown), then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `command` with its output in `logFile` (read it when something goes wrong). It is stoppable at once, before
 * it is ready, so that Ctrl-C during a slow start leaves nothing behind.
 */
export function launchProcess(options: {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}): RunningProcess {
  const log = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(options.command, options.args, {
    env: options.env,
    stdio: ['ignore', log, log],
  });
  const exited = once(child, 'exit');
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  async function stop(graceMs = 15_000) {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  async function becomeReady() {
    const deadline = Date.now() + (options.timeoutMs ?? 90_000);
    for (;;) {
      if (hasExited()) throw new Error(`${options.name} exited before it was ready: see ${options.logFile}`);
      if (await options.ready().catch(() => false)) return;
      if (Date.now() > deadline)
        throw new Error(`${options.name} was not ready in time: see ${options.logFile}`);
      await sleep(250);
    }
  }
  return { name: options.name, pid: child.pid!, ready: becomeReady(), stop };
}
