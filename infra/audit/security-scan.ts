// npm run audit:security: sqlmap and wapiti (Debian's packages) against a running API on a fresh database. Fails
// when either finds something. Nothing leaves the machine: every target is 127.0.0.1.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@grandtour/platform/testing';
import type { Car } from '@grandtour/shared';
import { startApiNode } from '../faults/api-node.ts';
import { bookingBody } from '../faults/booking-body.ts';

const tools = ['sqlmap', 'wapiti'];
for (const tool of tools)
  if (spawnSync('which', [tool]).status !== 0) {
    if (process.getuid?.() === 0)
      execFileSync('apt-get', ['install', '-y', '-qq', ...tools], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    else {
      console.error(
        `npm run audit:security needs ${tools.join(' and ')}: sudo apt-get install ${tools.join(' ')}`,
      );
      process.exit(2);
    }
  }

const work = mkdtempSync(join(tmpdir(), 'grandtour-security-'));
// A fresh database on the real server when there is one (the API process migrates and seeds it).
const database = process.env.TEST_DATABASE_URL ? await createTestDatabase('postgres', 1) : undefined;
const api = await startApiNode(5600 + Math.floor(Math.random() * 300), {
  ...(database ? { DATABASE_URL: database.connectionString } : {}),
  DATA_DIR: join(work, 'data'),
  NODE_ENV: 'production',
  COOKIE_SECRET: 'security-scan-secret-security-scan-0000',
  DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
  PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
  SEED_DEMO_FLEET: 'true',
  RUN_WORKERS: 'false',
  LOG_LEVEL: 'fatal',
  // The scanners send thousands of requests from one address.
  SEARCH_REQUESTS_PER_MINUTE: '1000000',
  BOOKING_REQUESTS_PER_MINUTE: '1000000',
  SIGN_IN_ATTEMPTS_PER_MINUTE: '1000000',
  // sqlmap guesses thousands of passwords for one identifier: a lock-out would hide the password from it.
  SIGN_IN_FAILURES_BEFORE_LOCKOUT: '1000000',
});

const findings: string[] = [];
try {
  const [car] = (await (await fetch(`${api.url}/api/cars`)).json()) as Car[];
  const json = 'Content-Type: application/json';
  const targets = [
    {
      name: 'search',
      args: [
        '-u',
        `${api.url}/api/cars?brand=Ferrari&category=supercar&location=Paris&minPrice=100&maxPrice=5000&seats=2&sortBy=price&sortOrder=asc&startDate=2031-01-10&endDate=2031-01-12`,
      ],
    },
    { name: 'car page', args: ['-u', `${api.url}/api/cars/${car!.id}*`] },
    {
      name: 'booking',
      args: [
        '-u',
        `${api.url}/api/bookings`,
        '--headers',
        `${json}\nIdempotency-Key: security-scan`,
        '--data',
        JSON.stringify(bookingBody(car!, '2031-01-10', '2031-01-12', 10_000)),
      ],
    },
    {
      name: 'favourites',
      args: [
        '-u',
        `${api.url}/api/favorites`,
        '--headers',
        json,
        '--data',
        JSON.stringify({ userId: 'guest', carId: car!.id }),
      ],
    },
    {
      name: 'login',
      args: [
        '-u',
        `${api.url}/api/login`,
        '--headers',
        json,
        '--data',
        JSON.stringify({ identifier: 'someone@example.fr', password: 'Secret-123' }),
      ],
    },
  ];
  for (const target of targets) {
    console.log(`sqlmap: ${target.name}…`);
    const run = spawnSync(
      'sqlmap',
      [
        ...target.args,
        '--batch',
        '--dbms=PostgreSQL',
        '--level=2',
        '--risk=1',
        '--threads=2',
        // Refusals (a wrong password, a missing session) are answers to test, not errors to stop at.
        '--ignore-code=401',
        '--flush-session',
        `--output-dir=${join(work, 'sqlmap')}`,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const output = `${run.stdout}${run.stderr}`;
    const injectable =
      /identified the following injection point|is vulnerable|appears to be injectable/i.test(output);
    const tested =
      /all tested parameters do not appear to be injectable|do not appear to be injectable/i.test(output);
    console.log(`  ${injectable ? 'INJECTABLE' : tested ? 'nothing injectable' : 'no verdict'}`);
    if (injectable) findings.push(`sqlmap found an injection in ${target.name}`);
    else if (!tested) findings.push(`sqlmap gave no verdict on ${target.name}: ${output.slice(-400)}`);
  }

  console.log(
    'wapiti: SQL, blind SQL, XSS, headers, CSP, cookies, CRLF, command and file injection, redirects…',
  );
  const report = join(work, 'wapiti.json');
  spawnSync(
    'wapiti',
    [
      '-u',
      `${api.url}/`,
      '-s',
      `${api.url}/search?category=supercar`,
      '-s',
      `${api.url}/api/cars?brand=Ferrari&location=Paris&sortBy=price&minPrice=100`,
      '-s',
      `${api.url}/api/cars/${car!.id}/quote?startDate=2031-01-10&endDate=2031-01-12&homeDelivery=false`,
      '-s',
      `${api.url}/api/bookings/user/guest`,
      '--scope',
      'folder',
      '-m',
      'sql,blindsql,xss,permanentxss,http_headers,csp,cookieflags,crlf,exec,file,redirect',
      '--flush-session',
      '--max-scan-time',
      '300',
      '-f',
      'json',
      '-o',
      report,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (!existsSync(report)) findings.push('wapiti wrote no report');
  else {
    const { vulnerabilities, anomalies } = JSON.parse(readFileSync(report, 'utf8')) as Record<
      string,
      Record<string, { path: string; info: string; parameter: string }[]>
    >;
    for (const [category, found] of Object.entries({ ...vulnerabilities, ...anomalies })) {
      console.log(`  ${category}: ${found.length}`);
      for (const item of found)
        findings.push(`wapiti, ${category}: ${item.path} ${item.parameter} — ${item.info}`);
    }
  }
} finally {
  await api.stop();
  await database?.close();
  rmSync(work, { recursive: true, force: true });
}

if (findings.length > 0) {
  console.error(
    `\n${findings.length} finding(s):\n${findings.map((finding) => `  - ${finding}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\nsqlmap and wapiti found nothing.');
