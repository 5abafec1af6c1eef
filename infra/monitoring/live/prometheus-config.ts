import { readFileSync } from 'node:fs';
import type { ClusterMember, Role } from './cluster.ts';

const monitoring = new URL('..', import.meta.url).pathname;

export interface ScrapeJob {
  jobName: string;
  /** The Compose service its DNS discovery names, which is the process kind it scrapes. */
  service: Role;
}

/**
 * The jobs and rule files of infra/monitoring/prometheus.yml, read from its text: each job's name and the Compose
 * service its DNS discovery resolves. The file is small and regular; anything unexpected stops the check.
 */
export function productionScrapeConfig(text = readFileSync(`${monitoring}prometheus.yml`, 'utf8')) {
  const ruleFiles = [...(/^rule_files:\n((?:\s+- .+\n)+)/m.exec(text)?.[1] ?? '').matchAll(/- (\S+)/g)].map(
    (match) => match[1]!,
  );
  const jobs = text
    .split(/^\s+- job_name: /m)
    .slice(1)
    .map((block): ScrapeJob => {
      const jobName = block.split('\n')[0]!.trim();
      const service = /names: \[(\w+)\]/.exec(block)?.[1];
      if (service !== 'api' && service !== 'projections' && service !== 'workers')
        throw new Error(
          `prometheus.yml: job ${jobName} discovers "${service}", not a Grand Tour process kind`,
        );
      if (!/credentials_file: metrics-token/.test(block))
        throw new Error(`prometheus.yml: job ${jobName} no longer sends the token file`);
      return { jobName, service };
    });
  if (jobs.length === 0 || ruleFiles.length === 0)
    throw new Error('prometheus.yml: no scrape job or no rule file found');
  return { jobs, ruleFiles };
}

/**
 * The production configuration with the live cluster's processes as static targets instead of Compose DNS, the
 * token in a file of the run, and a 2 s interval: JSON, which Prometheus reads as YAML.
 */
export function liveScrapeConfig(members: ClusterMember[], tokenFile: string): string {
  const { jobs, ruleFiles } = productionScrapeConfig();
  return JSON.stringify(
    {
      global: { scrape_interval: '2s', scrape_timeout: '2s', evaluation_interval: '2s' },
      rule_files: ruleFiles.map((file) => `${monitoring}${file}`),
      scrape_configs: jobs.map(({ jobName, service }) => ({
        job_name: jobName,
        authorization: { credentials_file: tokenFile },
        static_configs: [
          {
            targets: members
              .filter((member) => member.role === service)
              .map((member) => member.metricsTarget),
          },
        ],
      })),
    },
    null,
    2,
  );
}
