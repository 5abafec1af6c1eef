import { expect } from 'vitest';

/** One scrape of a /metrics endpoint, with a reader of its samples. */
export interface Scrape {
  text: string;
  /** The samples of `name` whose labels include `labels`, summed (0 when there is none). */
  value(name: string, labels?: Record<string, string>): number;
  /** Every label set of `name`'s samples. */
  labelSets(name: string): Record<string, string>[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const match = SAMPLE.exec(line);
      if (!match) return [];
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(LABEL)].map((label) => [label[1]!, label[2]!]),
      );
      return [{ name: match[1]!, labels, value: Number(match[3]) }];
    });
}

/** Scrapes `url` as Prometheus does (with the bearer token when given) and expects a 200 in its text format. */
export async function scrape(url: string, token?: string): Promise<Scrape> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const all = samples(text);
  const matching = (name: string, labels: Record<string, string> = {}) =>
    all.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  return {
    text,
    value: (name, labels) => matching(name, labels).reduce((sum, sample) => sum + sample.value, 0),
    labelSets: (name) => matching(name).map((sample) => sample.labels),
  };
}
