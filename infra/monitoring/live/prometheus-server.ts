import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchProcess } from './child-process.ts';

/** The brief's port for the live check's Prometheus. */
export const PROMETHEUS_ADDRESS = '127.0.0.1:9590';
const PROMETHEUS_URL = `http://${PROMETHEUS_ADDRESS}`;

/**
 * Debian's `prometheus` on `config`, its TSDB in `dir` (thrown away with it), answering on PROMETHEUS_ADDRESS once
 * `ready` resolves; stoppable at once.
 */
export function launchPrometheus(config: string, dir: string) {
  const configFile = join(dir, 'prometheus.json');
  writeFileSync(configFile, config);
  const server = launchProcess({
    name: 'prometheus',
    command: process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus',
    args: [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(dir, 'tsdb')}`,
      `--web.listen-address=${PROMETHEUS_ADDRESS}`,
      '--log.level=warn',
    ],
    env: process.env,
    logFile: join(dir, 'prometheus.log'),
    ready: async () => (await fetch(`${PROMETHEUS_URL}/-/ready`)).ok,
    timeoutMs: 30_000,
  });
  return { url: PROMETHEUS_URL, ready: server.ready, stop: () => server.stop(5_000) };
}

/** GET on Prometheus's HTTP API, answering its `data` (an error status is an error). */
export async function prometheusApi<Data>(url: string, path: string): Promise<Data> {
  const response = await fetch(`${url}${path}`);
  const body = (await response.json()) as { status: string; data: Data; error?: string };
  if (body.status !== 'success') throw new Error(`Prometheus ${path}: ${body.error ?? response.status}`);
  return body.data;
}
