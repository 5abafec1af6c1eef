import { execFileSync, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export interface Saturation {
  requestsPerSecond: number;
  /** Non-2xx answers and socket errors. */
  errors: number;
}

/**
 * wrk (C, one thread) loads the API at saturation: it spends far less of the two cores than autocannon, which runs
 * on Node like the API and would otherwise be measured with it. Installed with apt-get when running as root.
 */
export function findWrk(): string | null {
  const which = () => spawnSync('which', ['wrk'], { encoding: 'utf8' }).stdout.trim() || null;
  const found = which();
  if (found || process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) return found;
  execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return which();
}

function parseWrk(output: string, seconds: number): Saturation {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const requests = number(/(\d+) requests in/);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/) || requests / seconds,
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0),
  };
}

export async function saturate(url: string, connections: number, seconds: number): Promise<Saturation> {
  const wrk = findWrk();
  if (wrk) {
    const output = execFileSync(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, url], { encoding: 'utf8' });
    return parseWrk(output, seconds);
  }
  const result = await autocannon({ url, connections, duration: seconds });
  return { requestsPerSecond: result.requests.average, errors: result.errors + result.non2xx };
}

export const loadGenerator = () => (findWrk() ? 'wrk' : 'autocannon');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
