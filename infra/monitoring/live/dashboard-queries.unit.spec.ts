import { describe, expect, it } from 'vitest';
import { dashboardQueries, withGrafanaVariables } from './dashboard-queries.ts';

describe('the dashboard’s queries as the live check sends them', () => {
  it('reads every target of every panel', () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(10);
    expect(queries.filter((query) => !query.panel || !/\b(grandtour_\w+|up)\b/.test(query.expr))).toEqual([]);
  });

  it('fills Grafana’s own variables, and refuses one it has no value for', () => {
    expect(withGrafanaVariables('rate(x[$__rate_interval]) / ${__range_s}')).toBe('rate(x[1m]) / 60');
    expect(() => withGrafanaVariables('rate(x[$owner])')).toThrow(/\$owner/);
  });
});
