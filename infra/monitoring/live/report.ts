import { alertRules, scrapeTargets } from './alerts-and-targets.ts';
import { dashboardQueries, evaluatePanelQuery, type PanelResult } from './dashboard-queries.ts';
import { markdownTable } from './table.ts';

/** Each part of the report prints its table and answers the problems it found (none: the check passes). */

export async function reportDashboard(prometheusUrl: string, runSeconds: number): Promise<string[]> {
  const panels: PanelResult[] = [];
  for (const query of dashboardQueries())
    panels.push(await evaluatePanelQuery(prometheusUrl, query, runSeconds));
  console.log('\nDashboard queries (grafana/dashboards/grandtour-overview.json):\n');
  console.log(
    markdownTable(
      ['panel', 'expression', 'series', 'largest value now', 'peak during the run', 'verdict'],
      panels.map((panel) => [
        panel.panel,
        panel.expr,
        String(panel.series),
        panel.sample,
        panel.peak,
        panel.problem ?? 'ok',
      ]),
    ),
  );
  return panels.flatMap((panel) => (panel.problem ? [`panel "${panel.panel}": ${panel.problem}`] : []));
}

export async function reportAlertRules(prometheusUrl: string): Promise<string[]> {
  const rules = await alertRules(prometheusUrl);
  console.log('\nAlert rules (alerts.yml):\n');
  console.log(
    markdownTable(
      ['alert', 'state', 'health'],
      rules.map((rule) => [rule.name, rule.state, rule.health]),
    ),
  );
  return rules.flatMap((rule) => (rule.health === 'err' ? [`alert ${rule.name}: ${rule.lastError}`] : []));
}

export async function reportTargets(prometheusUrl: string, processes: number): Promise<string[]> {
  const targets = await scrapeTargets(prometheusUrl);
  console.log('\nScrape targets:\n');
  console.log(
    markdownTable(
      ['job', 'instance', 'health', 'last error'],
      targets.map((target) => [target.job, target.instance, target.health, target.lastError]),
    ),
  );
  return [
    ...(targets.length === processes ? [] : [`${targets.length} scrape targets for ${processes} processes`]),
    ...targets.flatMap((target) =>
      target.health === 'up' ? [] : [`target ${target.job} ${target.instance} is ${target.health}`],
    ),
  ];
}
