import { readFileSync } from 'node:fs';
import { prometheusApi } from './prometheus-server.ts';

const dashboardFile = new URL('../grafana/dashboards/grandtour-overview.json', import.meta.url);

/**
 * Grafana's own variables as a short live run fills them: a minute of range, the 2 s scrape interval. The dashboard
 * defines no variable of its own; one it gained would stop the check until it is given a value here.
 */
const GRAFANA_VARIABLES: Record<string, string> = {
  __rate_interval: '1m',
  __interval: '2s',
  __interval_ms: '2000',
  __range: '1m',
  __range_s: '60',
  __range_ms: '60000',
};

export interface PanelQuery {
  panel: string;
  legend: string;
  expr: string;
}

export function dashboardQueries(): PanelQuery[] {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as {
    panels: { title: string; targets?: { expr: string; legendFormat?: string }[] }[];
  };
  return dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      panel: panel.title,
      legend: target.legendFormat ?? '',
      expr: target.expr,
    })),
  );
}

export function withGrafanaVariables(expr: string): string {
  return expr.replace(/\$\{(\w+)\}|\$(\w+)/g, (variable, braced?: string, bare?: string) => {
    const value = GRAFANA_VARIABLES[(braced ?? bare)!];
    if (value === undefined) throw new Error(`no value for the Grafana variable ${variable} in: ${expr}`);
    return value;
  });
}

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

export interface PanelResult extends PanelQuery {
  series: number;
  /** The series with the largest value now, as `labels = value`. */
  sample: string;
  /** The largest value any of its series took during the run: what the graph's highest point shows. */
  peak: string;
  /** Why this query's answer fails the check, if it does. */
  problem?: string;
}

/** NaN (a quantile of a route without requests in the window) counts as the smallest. */
const numberOf = (sample: Sample) => {
  const value = Number(sample.value[1]);
  return Number.isNaN(value) ? -Infinity : value;
};
const rounded = (value: number) => String(Number(value.toPrecision(4)));

const describe = (sample: Sample) => {
  const labels = Object.entries(sample.metric)
    .map(([name, label]) => `${name}="${label}"`)
    .join(', ');
  return `{${labels}} = ${rounded(Number(sample.value[1]))}`;
};

async function instantQuery(prometheusUrl: string, expr: string): Promise<Sample[]> {
  const data = await prometheusApi<{ resultType: string; result: Sample[] | [number, string] }>(
    prometheusUrl,
    `/api/v1/query?query=${encodeURIComponent(expr)}`,
  );
  return data.resultType === 'vector'
    ? (data.result as Sample[])
    : [{ metric: {}, value: data.result as [number, string] }];
}

/** Evaluates one panel query now, and its highest point over the last `runSeconds`, against the live Prometheus. */
export async function evaluatePanelQuery(
  prometheusUrl: string,
  query: PanelQuery,
  runSeconds: number,
): Promise<PanelResult> {
  const expr = withGrafanaVariables(query.expr);
  const samples = await instantQuery(prometheusUrl, expr);
  const largest = [...samples].sort((a, b) => numberOf(b) - numberOf(a))[0];
  const peaks = await instantQuery(prometheusUrl, `max_over_time((${expr})[${runSeconds}s:2s])`);
  const peak = Math.max(...peaks.map(numberOf));
  return {
    ...query,
    series: samples.length,
    sample: largest ? describe(largest) : '—',
    peak: peaks.length > 0 && peak > -Infinity ? rounded(peak) : '—',
    // The run declines cards, 404s and so on: every panel, failures' included, has something to show.
    ...(samples.length === 0 ? { problem: 'no series, though the run must have produced one' } : {}),
  };
}
