import { describe, expect, it } from 'vitest';
import type { ClusterMember } from './cluster.ts';
import { liveScrapeConfig, productionScrapeConfig } from './prometheus-config.ts';

const members: ClusterMember[] = [
  { role: 'api', name: 'api-1', metricsTarget: '127.0.0.1:9501', apiUrl: 'http://127.0.0.1:5301' },
  { role: 'api', name: 'api-2', metricsTarget: '127.0.0.1:9502', apiUrl: 'http://127.0.0.1:5302' },
  { role: 'projections', name: 'projections', metricsTarget: '127.0.0.1:9503' },
  { role: 'workers', name: 'workers', metricsTarget: '127.0.0.1:9504' },
];

describe('the live check scrapes with the production configuration’s jobs and rules', () => {
  it('reads each job of prometheus.yml and the Compose service it discovers', () => {
    expect(productionScrapeConfig()).toEqual({
      jobs: [
        { jobName: 'grandtour-api', service: 'api' },
        { jobName: 'grandtour-projections', service: 'projections' },
        { jobName: 'grandtour-workers', service: 'workers' },
      ],
      ruleFiles: ['alerts.yml'],
    });
  });

  it('gives each job the local processes of its kind, with the token file, every 2 s', () => {
    const config = JSON.parse(liveScrapeConfig(members, '/tmp/run/metrics-token')) as {
      global: { scrape_interval: string };
      rule_files: string[];
      scrape_configs: {
        job_name: string;
        authorization: { credentials_file: string };
        static_configs: { targets: string[] }[];
      }[];
    };
    expect(config.global.scrape_interval).toBe('2s');
    expect(config.rule_files).toEqual([new URL('../alerts.yml', import.meta.url).pathname]);
    expect(
      config.scrape_configs.map((job) => [job.job_name, job.static_configs[0]!.targets, job.authorization]),
    ).toEqual([
      ['grandtour-api', ['127.0.0.1:9501', '127.0.0.1:9502'], { credentials_file: '/tmp/run/metrics-token' }],
      ['grandtour-projections', ['127.0.0.1:9503'], { credentials_file: '/tmp/run/metrics-token' }],
      ['grandtour-workers', ['127.0.0.1:9504'], { credentials_file: '/tmp/run/metrics-token' }],
    ]);
  });

  it('stops on a job that discovers something else than a Grand Tour process kind', () => {
    const text = `rule_files:\n  - alerts.yml\n\nscrape_configs:\n  - job_name: redis\n    authorization:\n      credentials_file: metrics-token\n    dns_sd_configs:\n      - names: [redis]\n`;
    expect(() => productionScrapeConfig(text)).toThrow(/job redis discovers "redis"/);
  });
});
