import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The flags of every Chromium this project drives: nothing may reach beyond the machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's measure of the machine's speed during the run (a quiet desktop scores about 1500 or more). */
  benchmarkIndex: number;
  /** Scored audits that did not pass, to say what to fix. */
  failedAudits: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const ATTEMPTS = 3;

/** One Lighthouse run; a busy machine sometimes loses the trace (NO_NAVSTART), and Lighthouse says to run again. */
async function auditOnce(url: string, port: number) {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    problem = result ? (result.lhr.runtimeError?.message ?? '') : 'no result';
    if (result && !problem) return result.lhr;
    console.warn(`Lighthouse run on ${url} failed (attempt ${attempt} of ${ATTEMPTS}): ${problem}`);
  }
  throw new Error(`Lighthouse could not audit ${url}: ${problem}`);
}

/**
 * Lighthouse's default run: a mobile phone on a slow 4G network with a 4× slower CPU (simulated), all four
 * categories, a fresh Chromium profile per page and a cleared cache per run.
 */
export async function lighthouseRuns(url: string, runs: number, chromePath: string) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const { categories, audits, environment } = await auditOnce(url, chrome.port);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(numeric('total-blocking-time')),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        speedIndexMs: Math.round(numeric('speed-index')),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
        failedAudits: Object.values(audits)
          .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => audit.id),
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs (Lighthouse's own advice for noisy measures). */
export function medianFigures(runs: readonly LighthouseFigures[]) {
  const of = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}
