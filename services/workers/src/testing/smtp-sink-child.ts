import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Starts `smtp-sink-process.ts` in a child process; `count()` asks how many messages it has accepted. */
export async function startSmtpSinkProcess() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./smtp-sink-process.ts', import.meta.url))],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the SMTP sink process stopped');
    return value as string;
  };
  const url = await next();
  let asking = Promise.resolve(0);
  return {
    url,
    count(): Promise<number> {
      asking = asking.then(async () => {
        child.stdin!.write('count\n');
        return Number(await next());
      });
      return asking;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.write('close\n');
      await exited;
    },
  };
}
