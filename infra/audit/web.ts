// npm run audit:web: Lighthouse (mobile, median of 3 runs) on the home, search and a car page, and the Nu HTML
// checker on the rendered DOM of every public page and the owner dashboard, against a production-mode server on
// a fresh database. Prints each figure beside its limit, writes bench-results/audit-web.json, exits 1 on a miss.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { checkHtml, renderedPages } from '@grandtour/infra/html';
import type { Car } from '@grandtour/shared';
import { ensureChromium } from '../scripts/chromium.mjs';
import { startAuditServer } from './audit-server.ts';
import { lighthouseRuns, medianFigures } from './lighthouse-runs.ts';

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const root = new URL('../..', import.meta.url).pathname;

type Median = ReturnType<typeof medianFigures>;
const LIMITS: { key: keyof Median; label: string; ok: (value: number) => boolean; limit: string }[] = [
  { key: 'performance', label: 'performance', ok: (value) => value >= 95, limit: '≥ 95' },
  { key: 'accessibility', label: 'accessibility', ok: (value) => value === 100, limit: '= 100' },
  { key: 'bestPractices', label: 'best practices', ok: (value) => value >= 95, limit: '≥ 95' },
  { key: 'seo', label: 'SEO', ok: (value) => value >= 95, limit: '≥ 95' },
  { key: 'lcpMs', label: 'LCP (ms)', ok: (value) => value <= 2000, limit: '≤ 2000' },
  { key: 'cls', label: 'CLS', ok: (value) => value <= 0.05, limit: '≤ 0.05' },
  { key: 'tbtMs', label: 'TBT (ms)', ok: (value) => value <= 150, limit: '≤ 150' },
];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const chromePath = ensureChromium();
const loadBefore = load();
console.log(`Machine: ${cpus().length} cores, load average ${loadBefore} (1, 5, 15 min)`);
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startAuditServer(root);
try {
  const cars = (await (await fetch(`${server.url}/api/cars?availableNow=true`)).json()) as Car[];
  const pages = { home: '/', search: '/search', car: `/car/${cars[0]!.id}` };
  const lighthouse: Record<string, { runs: Awaited<ReturnType<typeof lighthouseRuns>>; median: Median }> = {};
  for (const [name, path] of Object.entries(pages)) {
    console.log(`Lighthouse: ${name} (${path}), ${RUNS} runs…`);
    const runs = await lighthouseRuns(`${server.url}${path}`, RUNS, chromePath);
    lighthouse[name] = { runs, median: medianFigures(runs) };
  }

  console.log('Nu HTML checker: rendering every page…');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const documents = await renderedPages(await context.newPage());
  await browser.close();
  const html = checkHtml(documents);

  const rows: Record<string, { value: number | string; limit: string; verdict: string }> = {};
  let missed = 0;
  for (const [name, { median }] of Object.entries(lighthouse)) {
    for (const { key, label, ok, limit } of LIMITS) {
      const passed = ok(median[key]);
      if (!passed) missed++;
      rows[`${name} · ${label}`] = { value: median[key], limit, verdict: passed ? 'ok' : 'MISSED' };
    }
    rows[`${name} · (FCP ms, speed index ms, benchmark index)`] = {
      value: `${median.fcpMs}, ${median.speedIndexMs}, ${median.benchmarkIndex}`,
      limit: '',
      verdict: '',
    };
  }
  rows[`Nu checker errors (${documents.length} pages)`] = {
    value: html.errors.length,
    limit: '= 0',
    verdict: html.errors.length === 0 ? 'ok' : 'MISSED',
  };
  rows['Nu checker warnings'] = { value: html.warnings.length, limit: '', verdict: '' };
  if (html.errors.length > 0) missed++;

  console.log(`\nMedians of ${RUNS} Lighthouse runs (mobile, simulated slow 4G and 4× CPU):`);
  console.table(rows);
  for (const [name, { runs }] of Object.entries(lighthouse)) {
    const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
    if (failed.length > 0) console.log(`${name}: audits below 90 in some run: ${failed.join(', ')}`);
  }
  for (const { document, line, message } of html.errors)
    console.log(`HTML error  ${document}:${line} ${message}`);
  for (const { document, line, message } of html.warnings)
    console.log(`HTML warning ${document}:${line} ${message}`);
  const loadAfter = load();
  console.log(`Load average before ${loadBefore}, after ${loadAfter}: scores drop on a busy machine.`);

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const output = join(root, 'bench-results/audit-web.json');
  writeFileSync(
    output,
    `${JSON.stringify(
      { at: new Date().toISOString(), cores: cpus().length, loadBefore, loadAfter, pages, lighthouse, html },
      null,
      2,
    )}\n`,
  );
  console.log(`Written ${output}`);
  process.exitCode = missed > 0 ? 1 : 0;
} finally {
  await server.stop();
}
