import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchProcess, type RunningProcess } from './child-process.ts';

const root = new URL('../../..', import.meta.url).pathname;

/** The process kinds of docker-compose.yml, each scraped by the Prometheus job of the same name. */
export type Role = 'api' | 'projections' | 'workers';

export interface ClusterMember {
  role: Role;
  name: string;
  /** Where Prometheus scrapes it: host:port. */
  metricsTarget: string;
  /** The public API, for API nodes only. */
  apiUrl?: string;
}

/** Two API nodes, one projection runner, one worker process: ports of the brief's range, all on loopback. */
const MEMBERS: (ClusterMember & { port?: number })[] = [
  {
    role: 'api',
    name: 'api-1',
    metricsTarget: '127.0.0.1:9501',
    apiUrl: 'http://127.0.0.1:5301',
    port: 5301,
  },
  {
    role: 'api',
    name: 'api-2',
    metricsTarget: '127.0.0.1:9502',
    apiUrl: 'http://127.0.0.1:5302',
    port: 5302,
  },
  { role: 'projections', name: 'projections', metricsTarget: '127.0.0.1:9503' },
  { role: 'workers', name: 'workers', metricsTarget: '127.0.0.1:9504' },
];

/** `npm run <script>` as package.json has it: node's arguments after `node`. */
function nodeArgsOfScript(script: 'projections' | 'workers'): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts[script]!.split(' ').filter(Boolean).slice(1);
}

const argsOf = (role: Role) =>
  role === 'api' ? ['--import', 'tsx', join(root, 'services/api/src/server.ts')] : nodeArgsOfScript(role);

export interface ClusterSettings {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  smtpUrl: string;
  metricsToken: string;
  /** Secrets and logs of the run. */
  dir: string;
}

/** The settings every process shares, as docker-compose.yml's x-app does, on the live check's own services. */
function sharedEnv(settings: ClusterSettings): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(settings.dir, 'data'),
    DATABASE_URL: settings.databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: settings.redisUrl,
    QUEUE_PREFIX: settings.queuePrefix,
    SMTP_URL: settings.smtpUrl,
    PUBLIC_URL: 'http://127.0.0.1:5301',
    // The same on every node, as production requires.
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    DOCUMENTS_KEY: randomBytes(32).toString('base64'),
    PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    METRICS_HOST: '127.0.0.1',
    METRICS_TOKEN: settings.metricsToken,
    // Scheduled work every few seconds, so that the scheduled queue moves during a short run.
    BOOKING_SWEEP_SECONDS: '5',
    // Every visitor of the run comes from 127.0.0.1: the per-address allowance would refuse most bookings.
    BOOKING_REQUESTS_PER_MINUTE: '10000',
    SEED_DEMO_FLEET: 'false',
  };
}

function envOf(member: (typeof MEMBERS)[number], shared: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...shared, METRICS_PORT: member.metricsTarget.split(':')[1] };
  if (member.role !== 'api') return env;
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(member.port),
    RUN_WORKERS: 'false',
    RUN_PROJECTIONS: 'false',
    // The first node seeds the demo fleet on the empty database, before the others start.
    SEED_DEMO_FLEET: member.name === 'api-1' ? 'true' : 'false',
  };
}

const answers = async (url: string, token?: string) =>
  (await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {})).ok;

/**
 * The cluster, not started yet: `start` starts the seeding API node first, then the others side by side; `stop` stops
 * whatever has been launched, started or not.
 */
export function liveCluster(settings: ClusterSettings) {
  const shared = sharedEnv(settings);
  const launched: RunningProcess[] = [];
  const launch = async (member: (typeof MEMBERS)[number]) => {
    const metricsUp = () => answers(`http://${member.metricsTarget}/metrics`, settings.metricsToken);
    const child = launchProcess({
      name: member.name,
      command: process.execPath,
      args: argsOf(member.role),
      env: envOf(member, shared),
      logFile: join(settings.dir, `${member.name}.log`),
      ready: async () =>
        (await metricsUp()) && (!member.apiUrl || (await answers(`${member.apiUrl}/api/health`))),
    });
    launched.push(child);
    await child.ready;
  };
  return {
    members: MEMBERS.map(({ role, name, metricsTarget, apiUrl }): ClusterMember => ({
      role,
      name,
      metricsTarget,
      ...(apiUrl ? { apiUrl } : {}),
    })),
    async start() {
      await launch(MEMBERS[0]!);
      // allSettled: each member is launched (and stoppable) even when another fails to start.
      const outcomes = await Promise.allSettled(MEMBERS.slice(1).map(launch));
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
    },
    pids: () => launched.map((child) => `${child.name} ${child.pid}`),
    async stop() {
      await Promise.all(launched.map((child) => child.stop()));
    },
  };
}
