import { readFileSync } from 'node:fs';
import { createMetrics } from '@grandtour/platform';
import { describe, expect, it } from 'vitest';

const file = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** Names our processes export: a histogram also as its _bucket, _count and _sum series. */
async function exportedNames(): Promise<Set<string>> {
  const metrics = await createMetrics().registry.getMetricsAsJSON();
  return new Set(
    metrics.flatMap(({ name, type }) =>
      String(type) === 'histogram' ? [name, `${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
    ),
  );
}

const ourNamesIn = (text: string) => [...new Set(text.match(/\bgrandtour_[a-z0-9_]+/g) ?? [])];

describe('the monitoring configuration names only metrics the processes export', () => {
  it.each([
    ['the alert rules', 'alerts.yml'],
    ['the alert rules’ tests', 'alerts.test.yml'],
    ['the Grafana dashboard', 'grafana/dashboards/grandtour-overview.json'],
  ])('%s', async (_what, path) => {
    const exported = await exportedNames();
    const named = ourNamesIn(file(path));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('every alert the README promises is defined', () => {
    const alerts = [...file('alerts.yml').matchAll(/- alert: (\w+)/g)].map((match) => match[1]);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(alerts.filter((alert) => !readme.includes(`\`${alert}\``))).toEqual([]);
  });
});
