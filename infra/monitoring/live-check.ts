/**
 * `npm run monitoring:live`: a small Grand Tour cluster started natively (two API nodes, a projection runner, a worker
 * process, on a fresh PostgreSQL database and Redis, e-mails to an SMTP sink), scraped by Debian's Prometheus with
 * infra/monitoring's jobs and alert rules, driven with real work; then every query of the Grafana dashboard, the
 * alert rules and the scrape targets as that Prometheus answers them. Exits 1 if a target is down, a rule cannot be
 * evaluated, or a panel shows nothing where the work must have put something. Everything stops on exit and Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRedisPrefix, startSmtpSink } from '@grandtour/workers/testing';
import { liveCluster } from './live/cluster.ts';
import { createLiveDatabase } from './live/database.ts';
import { liveScrapeConfig } from './live/prometheus-config.ts';
import { launchPrometheus } from './live/prometheus-server.ts';
import { reportAlertRules, reportDashboard, reportTargets } from './live/report.ts';
import { markdownTable } from './live/table.ts';
import { createTeardown } from './live/teardown.ts';
import { driveTraffic } from './live/traffic.ts';

const TRAFFIC_SECONDS = Number(process.env.LIVE_CHECK_SECONDS ?? 45);
/** Redis database 7 of the machine's server, the queue's keys under a prefix of the run's own. */
const REDIS_URL = process.env.LIVE_CHECK_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
/** The brief's port for the SMTP sink. */
const SMTP_PORT = 5309;
/** Scrape-time readings are cached 5 s: two more scrapes after that see the run's last work. */
const SETTLE_MS = 9_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (text: string) => console.log(`• ${text}`);

async function check(teardown: ReturnType<typeof createTeardown>, dir: string): Promise<string[]> {
  const token = randomBytes(24).toString('hex');
  const tokenFile = join(dir, 'metrics-token');
  writeFileSync(tokenFile, token, { mode: 0o600 });

  const database = await createLiveDatabase();
  teardown.add(`database ${database.name}`, database.drop);
  step(`database ${database.name} created`);
  const sink = await startSmtpSink({ parse: false, port: SMTP_PORT });
  teardown.add('SMTP sink', sink.close);
  const queuePrefix = `grandtour-live-${randomBytes(4).toString('hex')}`;
  teardown.add(`Redis keys ${queuePrefix}:*`, () => dropRedisPrefix(REDIS_URL, queuePrefix));

  step('starting two API nodes, a projection runner and a worker process (logs in ' + dir + ')');
  const cluster = liveCluster({
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    queuePrefix,
    smtpUrl: sink.url,
    metricsToken: token,
    dir,
  });
  teardown.add('the cluster', cluster.stop);
  await cluster.start();
  step(`cluster running: ${cluster.pids().join(', ')}`);
  const prometheus = launchPrometheus(liveScrapeConfig(cluster.members, tokenFile), dir);
  teardown.add('Prometheus', prometheus.stop);
  await prometheus.ready;
  step(`Prometheus at ${prometheus.url}, scraping every 2 s`);

  step(`driving searches, bookings and payments for ${TRAFFIC_SECONDS} s`);
  const apiUrls = cluster.members.flatMap((member) => (member.apiUrl ? [member.apiUrl] : []));
  const trafficStarted = Date.now();
  const tally = await driveTraffic(apiUrls, TRAFFIC_SECONDS);
  console.log(
    markdownTable(
      ['request', 'answers'],
      [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([request, count]) => [request, String(count)]),
    ),
  );
  await sleep(SETTLE_MS);
  step(`${sink.messageIds.length} e-mails reached the SMTP sink`);

  const runSeconds = Math.round((Date.now() - trafficStarted) / 1000);
  return [
    ...(await reportDashboard(prometheus.url, runSeconds)),
    ...(await reportAlertRules(prometheus.url)),
    ...(await reportTargets(prometheus.url, cluster.members.length)),
  ];
}

async function main() {
  const teardown = createTeardown();
  const dir = mkdtempSync(join(tmpdir(), 'grandtour-live-'));
  let keepLogs = false;
  teardown.add('temporary files', () => {
    if (!keepLogs) rmSync(dir, { recursive: true, force: true });
  });
  let problems: string[];
  try {
    problems = await check(teardown, dir);
  } catch (error) {
    problems = [`the run stopped: ${error instanceof Error ? error.message : String(error)}`];
  }
  // Interrupted: the signal's own teardown removes everything, logs included.
  if (teardown.interrupted) return;
  keepLogs = problems.length > 0;
  step('stopping everything');
  await teardown.run();
  if (!keepLogs) {
    console.log('\nEvery target up, every rule evaluated, every panel with data.');
    return;
  }
  console.error(
    `\nProblems (logs kept in ${dir}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exitCode = 1;
}

await main();
