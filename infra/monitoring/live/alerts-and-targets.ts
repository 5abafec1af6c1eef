import { prometheusApi } from './prometheus-server.ts';

export interface TargetHealth {
  job: string;
  instance: string;
  health: string;
  lastError: string;
}

export async function scrapeTargets(prometheusUrl: string): Promise<TargetHealth[]> {
  const data = await prometheusApi<{
    activeTargets: { labels: Record<string, string>; health: string; lastError: string }[];
  }>(prometheusUrl, '/api/v1/targets?state=active');
  return data.activeTargets.map((target) => ({
    job: target.labels.job ?? '',
    instance: target.labels.instance ?? '',
    health: target.health,
    lastError: target.lastError,
  }));
}

export interface AlertRuleState {
  name: string;
  /** inactive, pending or firing. */
  state: string;
  /** ok, err or unknown (not evaluated yet). */
  health: string;
  lastError: string;
}

export async function alertRules(prometheusUrl: string): Promise<AlertRuleState[]> {
  const data = await prometheusApi<{
    groups: { rules: { type: string; name: string; state?: string; health: string; lastError?: string }[] }[];
  }>(prometheusUrl, '/api/v1/rules?type=alert');
  return data.groups.flatMap((group) =>
    group.rules.map((rule) => ({
      name: rule.name,
      state: rule.state ?? '',
      health: rule.health,
      lastError: rule.lastError ?? '',
    })),
  );
}
